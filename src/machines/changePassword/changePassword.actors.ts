import { fromPromise } from 'xstate';
import { api } from '@/api/instance';
import { passwordContract } from '@/contracts/password.contract';
import type { PasswordChange } from './changePassword.machine';

export const changePasswordActors = {
  changePassword: fromPromise<void, PasswordChange>(async ({ input, signal }) => {
    await api.call(passwordContract.change, { body: input }, { signal });
  }),
};
