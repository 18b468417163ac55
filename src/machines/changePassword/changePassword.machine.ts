import { assign, fromPromise, setup } from 'xstate';
import { API_TIMEOUT_MS } from '@/config/constants';
import { validateChangePassword, type ChangePasswordField, type FieldErrors } from '@/validation/forms';
import { TIMEOUT_FAILURE, toFailure, type Failure } from '../session/failure';

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

/** Change password (spec 01 §4, §5): on success login info reloads, the modal closes, go home. */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as { knownOldPassword?: string | null },
  },
  actors: {
    changePassword: fromPromise<void, PasswordChange>(async () => undefined),
    reloadSession: fromPromise<void>(async () => undefined),
  },
  guards: {
    isFormInvalid: ({ context }, params: { form: ChangePasswordForm }) =>
      !validateChangePassword({ ...params.form, oldPasswordKnown: context.knownOldPassword !== null }).valid,
  },
  delays: { requestTimeout: API_TIMEOUT_MS },
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
            actions: assign({
              fieldErrors: ({ context, event }) =>
                validateChangePassword({ ...event.form, oldPasswordKnown: context.knownOldPassword !== null })
                  .errors,
            }),
          },
          {
            target: 'submitting',
            actions: assign(({ context, event }) => {
              const v = validateChangePassword({
                ...event.form,
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
        onDone: { target: 'reloading', actions: assign({ change: null, knownOldPassword: null }) },
        onError: {
          target: 'editing',
          actions: assign({ failure: ({ event }) => toFailure(event.error), change: null }),
        },
      },
      after: {
        requestTimeout: { target: 'editing', actions: assign({ failure: TIMEOUT_FAILURE, change: null }) },
      },
    },
    reloading: {
      tags: ['busy'],
      invoke: {
        id: 'reloadSession',
        src: 'reloadSession',
        // The password is changed either way; a failed reload must not keep the modal open.
        onDone: { target: 'changed' },
        onError: { target: 'changed' },
      },
      after: { requestTimeout: { target: 'changed' } },
    },
    changed: { type: 'final' },
  },
});
