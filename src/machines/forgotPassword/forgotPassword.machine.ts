import { assign, fromPromise, setup } from 'xstate';
import { validateForgotEmail, validateForgotMobile, type FieldErrors } from '@/validation/forms';
import { toFailure, type Failure } from '../shared/failure';

export type ForgotTab = 'email' | 'mobile';

export interface PhoneReset {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}

export interface ForgotPasswordContext {
  mobileEnabled: boolean;
  countryDialingCode: string;
  tab: ForgotTab;
  fieldErrors: FieldErrors;
  failure: Failure | null;
  email: { username: string; email: string } | null;
  reset: PhoneReset | null;
  outcome: 'emailSent' | 'emailFailed' | 'loggedIn' | null;
}

export type ForgotPasswordOutput = { outcome: ForgotPasswordContext['outcome']; failure: Failure | null };
type EmailForm = { username?: string; email?: string };
type MobileForm = { mobileNum?: string; smsCode?: string; newPassword?: string };

export type ForgotPasswordEvent =
  | { type: 'forgot.tab'; tab: ForgotTab }
  | { type: 'forgot.submitEmail'; form: { username?: string; email?: string } }
  | { type: 'forgot.submitMobile'; form: { mobileNum?: string; smsCode?: string; newPassword?: string } };

/**
 * Forgot password (spec 01 §4): by e-mail (confirmation, modal closes either way) or by mobile
 * (SMS code, new password, automatic login, home).
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as { mobileEnabled: boolean; countryDialingCode?: string },
    output: {} as ForgotPasswordOutput,
    tags: {} as 'form' | 'busy',
  },
  actors: {
    sendResetEmail: fromPromise<void, { username: string; email: string }>(async () => {
      throw new Error('sendResetEmail not provided');
    }),
    setPasswordByPhone: fromPromise<void, PhoneReset>(async () => {
      throw new Error('setPasswordByPhone not provided');
    }),
    /** Logs in with the mobile number and the new password and starts the session. */
    loginWithNewPassword: fromPromise<
      void,
      { mobileNum: string; password: string; countryDialingCode: string }
    >(async () => {
      throw new Error('loginWithNewPassword not provided');
    }),
  },
  actions: {
    /** The flow's end, performed by the UI: close, then the message or the session and home. */
    finish: (_, _params: ForgotPasswordOutput) => undefined,
    switchTab: assign((_, params: { tab: ForgotTab }) => ({
      tab: params.tab,
      fieldErrors: {},
      failure: null,
    })),
    showEmailErrors: assign((_, params: { form: EmailForm }) => ({
      fieldErrors: validateForgotEmail(params.form).errors,
    })),
    showMobileErrors: assign((_, params: { form: MobileForm }) => ({
      fieldErrors: validateForgotMobile(params.form).errors,
    })),
    keepEmail: assign((_, params: { form: EmailForm }) => ({
      email: validateForgotEmail(params.form).values,
      fieldErrors: {},
      failure: null,
    })),
    keepReset: assign(({ context }, params: { form: MobileForm }) => {
      const v = validateForgotMobile(params.form).values;
      return {
        reset: {
          mobileNum: v.mobileNum,
          countryDialingCode: context.countryDialingCode,
          verificationCode: v.smsCode,
          newPassword: v.newPassword,
        },
        fieldErrors: {},
        failure: null,
      };
    }),
    markEmailSent: assign({ outcome: 'emailSent' as const }),
    markEmailFailed: assign((_, params: { error: unknown }) => ({
      outcome: 'emailFailed' as const,
      failure: toFailure(params.error),
    })),
    markLoggedIn: assign({ outcome: 'loggedIn' as const, reset: null }),
    /** Fails the phone reset; the new password is forgotten with it. */
    setFailure: assign((_, params: { error: unknown }) => ({
      failure: toFailure(params.error),
      reset: null,
    })),
  },
  guards: {
    canUseTab: ({ context }, params: { tab: ForgotTab }) => params.tab === 'email' || context.mobileEnabled,
    isEmailFormInvalid: (_, params: { form: EmailForm }) => !validateForgotEmail(params.form).valid,
    isMobileFormInvalid: (_, params: { form: MobileForm }) => !validateForgotMobile(params.form).valid,
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    mobileEnabled: input.mobileEnabled,
    countryDialingCode: input.countryDialingCode ?? '',
    tab: 'email',
    fieldErrors: {},
    failure: null,
    email: null,
    reset: null,
    outcome: null,
  }),
  initial: 'editing',
  output: ({ context }) => ({ outcome: context.outcome, failure: context.failure }),
  states: {
    editing: {
      tags: ['form'],
      on: {
        'forgot.tab': {
          guard: { type: 'canUseTab', params: ({ event }) => ({ tab: event.tab }) },
          actions: { type: 'switchTab', params: ({ event }) => ({ tab: event.tab }) },
        },
        'forgot.submitEmail': [
          {
            guard: { type: 'isEmailFormInvalid', params: ({ event }) => ({ form: event.form }) },
            actions: { type: 'showEmailErrors', params: ({ event }) => ({ form: event.form }) },
          },
          {
            target: 'sendingEmail',
            actions: { type: 'keepEmail', params: ({ event }) => ({ form: event.form }) },
          },
        ],
        'forgot.submitMobile': [
          {
            guard: { type: 'isMobileFormInvalid', params: ({ event }) => ({ form: event.form }) },
            actions: { type: 'showMobileErrors', params: ({ event }) => ({ form: event.form }) },
          },
          {
            target: 'settingPassword',
            actions: { type: 'keepReset', params: ({ event }) => ({ form: event.form }) },
          },
        ],
      },
    },
    sendingEmail: {
      tags: ['busy'],
      invoke: {
        id: 'sendResetEmail',
        src: 'sendResetEmail',
        input: ({ context }) => context.email ?? { username: '', email: '' },
        onDone: { target: 'done', actions: 'markEmailSent' },
        // The modal closes either way (spec 01 §4); the failure is shown after it closes.
        onError: {
          target: 'done',
          actions: { type: 'markEmailFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    settingPassword: {
      tags: ['busy'],
      invoke: {
        id: 'setPasswordByPhone',
        src: 'setPasswordByPhone',
        input: ({ context }) =>
          context.reset ?? { mobileNum: '', countryDialingCode: '', verificationCode: '', newPassword: '' },
        onDone: { target: 'loggingIn' },
        onError: {
          target: 'editing',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loggingIn: {
      tags: ['busy'],
      invoke: {
        id: 'loginWithNewPassword',
        src: 'loginWithNewPassword',
        input: ({ context }) => ({
          mobileNum: context.reset?.mobileNum ?? '',
          password: context.reset?.newPassword ?? '',
          countryDialingCode: context.reset?.countryDialingCode ?? '',
        }),
        onDone: { target: 'done', actions: 'markLoggedIn' },
        // The password is already changed: the visitor can log in with it by hand.
        onError: {
          target: 'editing',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      type: 'final',
      entry: {
        type: 'finish',
        params: ({ context }) => ({ outcome: context.outcome, failure: context.failure }),
      },
    },
  },
});
