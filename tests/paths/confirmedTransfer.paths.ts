import { fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import { confirmedTransferMachine } from '@/machines/confirmedTransfer/confirmedTransfer.machine';
import { definePathSuite } from './harness';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));

/**
 * The confirmed transfer as the member centre's Transfer to upline drives it, with the merchant asking
 * for the payment password (settings.transferNeedsPaymentPassword, the default).
 */
export const confirmedTransferPaths = definePathSuite({
  name: 'confirmedTransfer',
  machine: confirmedTransferMachine.provide({
    actors: { loadTransferSetup: never(), sendMoney: never(), checkTransfer: never() },
  }),
  events: {
    'xstate.done.actor.loadTransferSetup': [
      { output: { allowed: true, available: '500.00', passwordRequired: true, hasPaymentPassword: true } },
      { output: { allowed: false, available: '500.00', passwordRequired: true, hasPaymentPassword: true } },
      { output: { allowed: true, available: '500.00', passwordRequired: true, hasPaymentPassword: false } },
    ],
    'xstate.error.actor.loadTransferSetup': [{ error: new ApiError({ kind: 'network' }) }],
    'transfer.submit': [
      { amount: '100', paymentPassword: '246810' },
      { amount: '500.01', paymentPassword: '246810' },
      { amount: '', paymentPassword: '246810' },
      { amount: '100', paymentPassword: '' },
    ],
    'transfer.confirm': [{}],
    'transfer.cancel': [{}],
    'transfer.again': [{}],
    'transfer.retry': [{}],
    'transfer.prerequisiteDone': [{}],
    'xstate.done.actor.sendMoney': [{ output: undefined }],
    'xstate.error.actor.sendMoney': [
      {
        error: new ApiError({
          kind: 'business',
          errorCode: 'INSUFFICIENT_BALANCE',
          serverMessage: 'Insufficient balance',
        }),
      },
      // Unclear (ADR 033): the connection dropped after the request left.
      { error: new ApiError({ kind: 'network' }) },
    ],
    'xstate.done.actor.checkTransfer': [
      { output: { found: true, result: null } },
      { output: { found: false } },
    ],
    'xstate.error.actor.checkTransfer': [{ error: new ApiError({ kind: 'timeout' }) }],
  },
  ignoreContext: ['failure', 'request', 'setup', 'paymentPassword', 'submittedAt', 'lastSentAt'],
});
