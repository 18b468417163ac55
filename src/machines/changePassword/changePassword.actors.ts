import { fromPromise } from 'xstate';
import type { ApiDeps } from '../shared/deps';
import { passwordContract } from '@/contracts/password.contract';
import type { PasswordChange } from './changePassword.machine';

export function createChangePasswordActors({ api }: ApiDeps) {
  return {
    changePassword: fromPromise<void, PasswordChange>(async ({ input, signal }) => {
      await api.call(passwordContract.change, { body: input }, { signal });
    }),
  };
}
