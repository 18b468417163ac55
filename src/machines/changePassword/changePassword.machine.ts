import { assign, fromPromise, setup } from 'xstate';
import { validateChangePassword, type ChangePasswordField, type FieldErrors } from '@/validation/forms';
import { toFailure, type Failure } from '../shared/failure';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface ChangePasswordForm {
  oldPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

export interface ChangePasswordContext {
  /** Known right after a forced-change login, so the form does not ask for it (memory only). */
  knownOldPassword: string | null;
  fieldErrors: FieldErrors<ChangePasswordField>;
  failure: Failure | null;
  change: PasswordChange | null;
}

export type ChangePasswordEvent = { type: 'password.submit'; form: ChangePasswordForm };
export type ChangePasswordTag = 'form' | 'busy';

/**
 * Change password (spec 01 §4, §5). On success the flow ends with the provided `finish` action:
 * the UI tells the session (which reloads login info), closes the modal and goes home.
 */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as { knownOldPassword?: string | null },
    tags: {} as ChangePasswordTag,
  },
  actors: {
    changePassword: fromPromise<void, PasswordChange>(async () => {
      throw new Error('changePassword not provided');
    }),
  },
  actions: {
    /** The flow's end, performed by the UI. */
    finish: () => undefined,
    showFieldErrors: assign(({ context }, params: { form: ChangePasswordForm }) => ({
      fieldErrors: validateChangePassword({
        ...params.form,
        oldPasswordKnown: context.knownOldPassword !== null,
      }).errors,
    })),
    keepChange: assign(({ context }, params: { form: ChangePasswordForm }) => {
      const v = validateChangePassword({
        ...params.form,
        oldPasswordKnown: context.knownOldPassword !== null,
      }).values;
      return {
        change: {
          oldPassword: context.knownOldPassword ?? v.oldPassword,
          newPassword: v.newPassword,
          confirmNewPassword: v.confirmPassword,
        },
        fieldErrors: {},
        failure: null,
      };
    }),
    forgetPasswords: assign({ change: null, knownOldPassword: null }),
    setFailure: assign((_, params: { error: unknown }) => ({
      failure: toFailure(params.error),
      change: null,
    })),
  },
  guards: {
    isFormInvalid: ({ context }, params: { form: ChangePasswordForm }) =>
      !validateChangePassword({ ...params.form, oldPasswordKnown: context.knownOldPassword !== null }).valid,
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    knownOldPassword: input.knownOldPassword ?? null,
    fieldErrors: {},
    failure: null,
    change: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['form'],
      on: {
        'password.submit': [
          {
            guard: { type: 'isFormInvalid', params: ({ event }) => ({ form: event.form }) },
            actions: { type: 'showFieldErrors', params: ({ event }) => ({ form: event.form }) },
          },
          {
            target: 'submitting',
            actions: { type: 'keepChange', params: ({ event }) => ({ form: event.form }) },
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) =>
          context.change ?? { oldPassword: '', newPassword: '', confirmNewPassword: '' },
        // The client's timeout ends a call that never answers (ADR 013).
        onDone: { target: 'changed', actions: 'forgetPasswords' },
        onError: {
          target: 'editing',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    changed: { type: 'final', entry: 'finish' },
  },
});
