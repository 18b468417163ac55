import { fromPromise } from 'xstate';
import { changePasswordMachine } from '@/machines/changePassword/changePassword.machine';
import { definePathSuite } from './harness';
import { failures } from './account.fixtures';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));

export const changePasswordPaths = definePathSuite({
  name: 'changePassword',
  machine: changePasswordMachine.provide({ actors: { changePassword: never() } }),
  input: { knownOldPassword: null },
  events: {
    'password.submit': [
      { form: { oldPassword: 'Passw0rd1', newPassword: 'Newpass12', confirmPassword: 'Newpass12' } },
      { form: { oldPassword: '', newPassword: 'x', confirmPassword: 'y' } },
    ],
    'xstate.error.actor.changePassword': [{ error: failures.wrongPassword }],
  },
  ignoreContext: ['fieldErrors', 'failure', 'change'],
});
