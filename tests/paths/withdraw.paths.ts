import { fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import { withdrawMachine, type WithdrawSetup } from '@/machines/withdraw/withdraw.machine';
import { definePathSuite } from './harness';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));

const ready: WithdrawSetup = {
  minimum: '100',
  maximum: '50000',
  available: '1234.56',
  hasBankCard: true,
  hasWithdrawalPassword: true,
};

export const withdrawPaths = definePathSuite({
  name: 'withdraw',
  machine: withdrawMachine.provide({
    actors: { loadWithdrawSetup: never(), submitWithdrawal: never(), checkWithdrawal: never() },
  }),
  events: {
    'xstate.done.actor.loadWithdrawSetup': [
      { output: ready },
      { output: { ...ready, hasBankCard: false, hasWithdrawalPassword: false } },
      { output: { ...ready, hasWithdrawalPassword: false } },
    ],
    'xstate.error.actor.loadWithdrawSetup': [{ error: new ApiError({ kind: 'network' }) }],
    'withdraw.submit': [
      { amount: '200.50', paymentPassword: '246810' },
      { amount: '99.99', paymentPassword: '246810' },
      { amount: '50000.01', paymentPassword: '246810' },
      { amount: '1234.57', paymentPassword: '246810' },
    ],
    'xstate.done.actor.submitWithdrawal': [{ output: { transactionId: '12345678' } }],
    'xstate.error.actor.submitWithdrawal': [
      // Unclear (ADR 033): the connection dropped after the request left.
      { error: new ApiError({ kind: 'network' }) },
      {
        error: new ApiError({
          kind: 'business',
          errorCode: 'PAYMENT_PASSWORD_INCORRECT',
          serverMessage: 'The withdrawal password is incorrect',
        }),
      },
    ],
    'xstate.done.actor.checkWithdrawal': [
      { output: { found: true, result: { transactionId: '12345678' } } },
      { output: { found: false } },
    ],
    'xstate.error.actor.checkWithdrawal': [{ error: new ApiError({ kind: 'timeout' }) }],
  },
  ignoreContext: ['submittedAt', 'failure', 'fieldErrors', 'request', 'transactionId', 'setup'],
});
