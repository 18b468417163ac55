import { fromPromise } from 'xstate';
import { api } from '@/api/instance';
import { contract } from '@/contracts';
import type { PasswordChange } from './changePassword.machine';

export const changePasswordActors = {
  changePassword: fromPromise<void, PasswordChange>(async ({ input, signal }) => {
    await api.call(contract.password.change, { body: input }, { signal });
  }),
};
