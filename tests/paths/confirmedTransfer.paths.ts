import { fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import { confirmedTransferMachine } from '@/machines/confirmedTransfer/confirmedTransfer.machine';
import { definePathSuite } from './harness';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));

export const confirmedTransferPaths = definePathSuite({
  name: 'confirmedTransfer',
  machine: confirmedTransferMachine.provide({
    actors: { loadTransferSetup: never(), sendMoney: never() },
  }),
  events: {
    'xstate.done.actor.loadTransferSetup': [
      { output: { allowed: true, available: '500.00' } },
      { output: { allowed: false, available: '500.00' } },
    ],
    'xstate.error.actor.loadTransferSetup': [{ error: new ApiError({ kind: 'network' }) }],
    'transfer.submit': [{ amount: '100' }, { amount: '500.01' }, { amount: '' }],
    'transfer.confirm': [{}],
    'transfer.cancel': [{}],
    'transfer.again': [{}],
    'transfer.retry': [{}],
    'xstate.done.actor.sendMoney': [{ output: undefined }],
    'xstate.error.actor.sendMoney': [
      {
        error: new ApiError({
          kind: 'business',
          errorCode: 'INSUFFICIENT_BALANCE',
          serverMessage: 'Insufficient balance',
        }),
      },
    ],
  },
  ignoreContext: ['failure', 'transfer', 'setup'],
});
