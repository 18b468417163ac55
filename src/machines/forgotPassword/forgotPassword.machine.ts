import { assign, fromPromise, setup } from 'xstate';
import { API_TIMEOUT_MS } from '@/config/constants';
import { validateForgotEmail, validateForgotMobile, type FieldErrors } from '@/validation/forms';
import { TIMEOUT_FAILURE, toFailure, type Failure } from '../session/failure';

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
    output: {} as { outcome: ForgotPasswordContext['outcome']; failure: Failure | null },
  },
  actors: {
    sendResetEmail: fromPromise<void, { username: string; email: string }>(async () => undefined),
    setPasswordByPhone: fromPromise<void, PhoneReset>(async () => undefined),
    /** Logs in with the mobile number and the new password and starts the session. */
    loginWithNewPassword: fromPromise<
      void,
      { mobileNum: string; password: string; countryDialingCode: string }
    >(async () => undefined),
  },
  guards: {
    canUseTab: ({ context }, params: { tab: ForgotTab }) => params.tab === 'email' || context.mobileEnabled,
    isEmailFormInvalid: (_, params: { form: { username?: string; email?: string } }) =>
      !validateForgotEmail(params.form).valid,
    isMobileFormInvalid: (
      _,
      params: { form: { mobileNum?: string; smsCode?: string; newPassword?: string } },
    ) => !validateForgotMobile(params.form).valid,
  },
  delays: { requestTimeout: API_TIMEOUT_MS },
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
          actions: assign({ tab: ({ event }) => event.tab, fieldErrors: {}, failure: null }),
        },
        'forgot.submitEmail': [
          {
            guard: { type: 'isEmailFormInvalid', params: ({ event }) => ({ form: event.form }) },
            actions: assign({ fieldErrors: ({ event }) => validateForgotEmail(event.form).errors }),
          },
          {
            target: 'sendingEmail',
            actions: assign({
              email: ({ event }) => validateForgotEmail(event.form).values,
              fieldErrors: {},
              failure: null,
            }),
          },
        ],
        'forgot.submitMobile': [
          {
            guard: { type: 'isMobileFormInvalid', params: ({ event }) => ({ form: event.form }) },
            actions: assign({ fieldErrors: ({ event }) => validateForgotMobile(event.form).errors }),
          },
          {
            target: 'settingPassword',
            actions: assign({
              reset: ({ context, event }) => {
                const v = validateForgotMobile(event.form).values;
                return {
                  mobileNum: v.mobileNum,
                  countryDialingCode: context.countryDialingCode,
                  verificationCode: v.smsCode,
                  newPassword: v.newPassword,
                };
              },
              fieldErrors: {},
              failure: null,
            }),
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
        onDone: { target: 'done', actions: assign({ outcome: 'emailSent' }) },
        // The modal closes either way (spec 01 §4); the failure is shown after it closes.
        onError: {
          target: 'done',
          actions: assign({ outcome: 'emailFailed', failure: ({ event }) => toFailure(event.error) }),
        },
      },
      after: {
        requestTimeout: {
          target: 'done',
          actions: assign({ outcome: 'emailFailed', failure: TIMEOUT_FAILURE }),
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
          actions: assign({ failure: ({ event }) => toFailure(event.error), reset: null }),
        },
      },
      after: {
        requestTimeout: { target: 'editing', actions: assign({ failure: TIMEOUT_FAILURE, reset: null }) },
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
        onDone: { target: 'done', actions: assign({ outcome: 'loggedIn', reset: null }) },
        // The password is already changed: the visitor can log in with it by hand.
        onError: {
          target: 'editing',
          actions: assign({ failure: ({ event }) => toFailure(event.error), reset: null }),
        },
      },
      after: {
        requestTimeout: { target: 'editing', actions: assign({ failure: TIMEOUT_FAILURE, reset: null }) },
      },
    },
    done: { type: 'final' },
  },
});
