import { fromPromise } from 'xstate';
import { forgotPasswordMachine } from '@/machines/forgotPassword/forgotPassword.machine';
import { definePathSuite } from './harness';
import { failures } from './account.fixtures';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));

export const forgotPasswordPaths = definePathSuite({
  name: 'forgotPassword',
  machine: forgotPasswordMachine.provide({
    actors: { sendResetEmail: never(), setPasswordByPhone: never(), loginWithNewPassword: never() },
  }),
  input: { mobileEnabled: true, countryDialingCode: '+60' },
  events: {
    'forgot.tab': [{ tab: 'mobile' }, { tab: 'email' }],
    'forgot.submitEmail': [{ form: { username: 'player01', email: 'player01@example.com' } }, { form: {} }],
    'forgot.submitMobile': [
      { form: { mobileNum: '60123456789', smsCode: '123456', newPassword: 'Newpass12' } },
      { form: {} },
    ],
    'xstate.error.actor.sendResetEmail': [{ error: failures.server500 }],
    'xstate.error.actor.setPasswordByPhone': [{ error: failures.wrongPassword }],
    'xstate.error.actor.loginWithNewPassword': [{ error: failures.network }],
  },
  ignoreContext: ['fieldErrors', 'failure', 'email', 'reset'],
});
