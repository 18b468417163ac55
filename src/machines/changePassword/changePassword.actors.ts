import { fromPromise } from 'xstate';
import { api } from '@/api/instance';
import { contract } from '@/contracts';
import { fetchMember } from '../session/session.actors';
import type { PasswordChange } from './changePassword.machine';

export const changePasswordActors = {
  changePassword: fromPromise<void, PasswordChange>(async ({ input }) => {
    await api.call(contract.password.change, { body: input });
  }),
  reloadSession: fromPromise<void>(async () => {
    await fetchMember();
  }),
};
