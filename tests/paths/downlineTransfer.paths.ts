import { fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import {
  confirmedTransferMachine,
  type TransferSetup,
} from '@/machines/confirmedTransfer/confirmedTransfer.machine';
import { definePathSuite } from './harness';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));

/** The agent may send, and the merchant asks for the payment password (the default setting). */
const ready: TransferSetup = {
  allowed: true,
  available: '500.00',
  recipientRequired: true,
  passwordRequired: true,
  hasPaymentPassword: true,
};

/**
 * The confirmed transfer as the agent centre drives it (downlineTransfer; spec 02 §2, §6; ADR 024): the agent
 * names the downline, so a transfer without one is refused before anything is asked; the payment
 * password is asked for as on the member's transfer to upline.
 */
export const downlineTransferPaths = definePathSuite({
  name: 'downlineTransfer',
  machine: confirmedTransferMachine.provide({
    actors: { loadTransferSetup: never(), sendMoney: never(), checkTransfer: never() },
  }),
  events: {
    'xstate.done.actor.loadTransferSetup': [
      { output: { ...ready, allowed: true } },
      { output: { ...ready, allowed: false } },
      { output: { ...ready, allowed: true, hasPaymentPassword: false } },
    ],
    'xstate.error.actor.loadTransferSetup': [{ error: new ApiError({ kind: 'network' }) }],
    'transfer.submit': [
      { amount: '100', to: 'down01', paymentPassword: '246810' },
      { amount: '100', to: ' ', paymentPassword: '246810' },
      { amount: '500.01', to: 'down01', paymentPassword: '246810' },
      { amount: '100', to: 'down01', paymentPassword: ' ' },
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
          errorCode: 'DOWNLINE_NOT_FOUND',
          serverMessage: 'Downline not found',
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
