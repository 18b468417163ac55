import { fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import { depositMachine, type DepositSetup } from '@/machines/deposit/deposit.machine';
import { definePathSuite } from './harness';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));
const open: DepositSetup = {
  allowed: true,
  minimum: '100',
  maximum: '50000',
  methods: ['mt', 'pg'],
  receivingAccount: { bankName: 'Maybank', accountName: 'WPS Demo', accountNumber: '5140 1234 5678' },
  quickAmounts: ['100', '500'],
};

export const depositPaths = definePathSuite({
  name: 'deposit',
  machine: depositMachine.provide({
    actors: { loadDepositSetup: never(), submitDeposit: never(), checkDeposit: never() },
  }),
  events: {
    'xstate.done.actor.loadDepositSetup': [{ output: open }, { output: { ...open, allowed: false } }],
    'xstate.error.actor.loadDepositSetup': [{ error: new ApiError({ kind: 'network' }) }],
    'deposit.submit': [
      { channel: 'mt', amount: '150.25' },
      { channel: 'mt', amount: '99.99' },
    ],
    'xstate.done.actor.submitDeposit': [
      { output: { transactionId: '123456789', redirectUrl: null, qrCode: null } },
    ],
    'xstate.error.actor.submitDeposit': [
      // Unclear (ADR 033): the answer took longer than the client waits.
      { error: new ApiError({ kind: 'timeout' }) },
      {
        error: new ApiError({
          kind: 'business',
          errorCode: 'DEPOSIT_NOT_ALLOWED',
          serverMessage: 'Deposits are not available',
        }),
      },
    ],
    'xstate.done.actor.checkDeposit': [
      { output: { found: true, result: { transactionId: '123456789', redirectUrl: null, qrCode: null } } },
      { output: { found: false } },
    ],
    'xstate.error.actor.checkDeposit': [{ error: new ApiError({ kind: 'http', status: 502 }) }],
  },
  ignoreContext: ['submittedAt', 'knownIds', 'failure', 'fieldErrors', 'request', 'submitted', 'setup'],
});
