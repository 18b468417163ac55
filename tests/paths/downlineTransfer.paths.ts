import { fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import { confirmedTransferMachine } from '@/machines/confirmedTransfer/confirmedTransfer.machine';
import { definePathSuite } from './harness';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));

/**
 * The confirmed transfer as the agent centre drives it (issue 11 item 4, downlineTransfer): the agent
 * names the downline, so a transfer without one is refused before anything is asked.
 */
export const downlineTransferPaths = definePathSuite({
  name: 'downlineTransfer',
  machine: confirmedTransferMachine.provide({
    actors: { loadTransferSetup: never(), sendMoney: never() },
  }),
  events: {
    'xstate.done.actor.loadTransferSetup': [
      { output: { allowed: true, available: '500.00', recipientRequired: true } },
      { output: { allowed: false, available: '500.00', recipientRequired: true } },
    ],
    'xstate.error.actor.loadTransferSetup': [{ error: new ApiError({ kind: 'network' }) }],
    'transfer.submit': [
      { amount: '100', to: 'down01' },
      { amount: '100', to: ' ' },
      { amount: '500.01', to: 'down01' },
    ],
    'transfer.confirm': [{}],
    'transfer.cancel': [{}],
    'transfer.again': [{}],
    'transfer.retry': [{}],
    'xstate.done.actor.sendMoney': [{ output: undefined }],
    'xstate.error.actor.sendMoney': [
      {
        error: new ApiError({
          kind: 'business',
          errorCode: 'DOWNLINE_NOT_FOUND',
          serverMessage: 'Downline not found',
        }),
      },
    ],
  },
  ignoreContext: ['failure', 'transfer', 'setup'],
});
