import { fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import { walletSyncMachine } from '@/machines/walletSync/walletSync.machine';
import { definePathSuite } from './harness';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));

export const walletSyncPaths = definePathSuite({
  name: 'walletSync',
  machine: walletSyncMachine.provide({
    actors: { refreshBalance: never(), recallGameWallet: never() },
  }),
  input: { recallOnGameExit: true },
  events: {
    'sync.gameClosed': [{ gameType: 'RNG' }],
    'xstate.done.actor.refreshBalance': [{ output: undefined }],
    'xstate.error.actor.refreshBalance': [{ error: new ApiError({ kind: 'timeout' }) }],
    'xstate.done.actor.recallGameWallet': [{ output: '15' }, { output: '0' }],
    'xstate.error.actor.recallGameWallet': [
      {
        error: new ApiError({
          kind: 'business',
          errorCode: 'WALLET_LOCKED',
          serverMessage: 'The wallet is locked',
        }),
      },
    ],
  },
  ignoreContext: ['failure', 'notice', 'leftGame'],
});

/** A merchant with recall off: leaving a game only asks the balance. */
export const walletSyncNoRecallPaths = definePathSuite({
  name: 'walletSync (recall off)',
  machine: walletSyncMachine.provide({
    actors: { refreshBalance: never(), recallGameWallet: never() },
  }),
  input: { recallOnGameExit: false },
  events: {
    'sync.gameClosed': [{ gameType: 'RNG' }],
    'xstate.done.actor.refreshBalance': [{ output: undefined }],
    'xstate.error.actor.refreshBalance': [{ error: new ApiError({ kind: 'timeout' }) }],
  },
  ignoreContext: ['failure', 'notice', 'leftGame'],
});
