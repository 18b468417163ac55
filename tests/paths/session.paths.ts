import { fromCallback, fromPromise } from 'xstate';
import { sessionMachine, type MemberSummary } from '@/machines/session/session.machine';
import { definePathSuite } from './harness';
import { failures } from './account.fixtures';

const member: MemberSummary = {
  id: '1001',
  account: 'player01',
  nickname: 'Player One',
  type: 0,
  rankLevel: 1,
  labelName: 'VIP1',
};
const never = <T>() => fromPromise<T>(() => new Promise<T>(() => undefined));

export const sessionPaths = definePathSuite({
  name: 'session',
  machine: sessionMachine.provide({
    actors: {
      readStoredSession: never(),
      loadMember: never(),
      logout: never(),
      // Neither is a step of a path: the first-login call is fire-and-forget, the 401 is `session.expired`.
      markFirstLogin: fromPromise<void>(async () => undefined),
      watchExpiry: fromCallback(() => undefined),
    },
  }),
  events: {
    'xstate.done.actor.readStoredSession': [{ output: { hasToken: true } }, { output: { hasToken: false } }],
    'xstate.done.actor.loadMember': [{ output: member }],
    'xstate.error.actor.loadMember': [{ error: failures.expired }, { error: failures.network }],
    'xstate.error.actor.logout': [{ error: failures.network }],
  },
});
