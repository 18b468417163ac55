import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import {
  confirmedTransferMachine,
  type TransferSetup,
} from '@/machines/confirmedTransfer/confirmedTransfer.machine';
import { depositMachine, type DepositResult, type DepositSetup } from '@/machines/deposit/deposit.machine';
import { walletTransferMachine, type Wallets } from '@/machines/walletTransfer/walletTransfer.machine';
import {
  withdrawMachine,
  type WithdrawResult,
  type WithdrawSetup,
} from '@/machines/withdraw/withdraw.machine';

/** A send that never answers: the tests only count whether it was called. */
const pendingSend = <T>() => vi.fn((): Promise<T> => new Promise<T>(() => undefined));

/** `navigator.onLine` as the device reports it (jsdom's is a getter on the prototype). */
function setOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

afterEach(() => {
  // Back to jsdom's own getter.
  Reflect.deleteProperty(window.navigator, 'onLine');
});

const failureKey = (actor: AnyActorRef) =>
  (actor.getSnapshot() as { context: { failure: { messageKey: string } | null } }).context.failure
    ?.messageKey;

const withdrawSetup: WithdrawSetup = {
  minimum: '100',
  maximum: '50000',
  available: '1234.56',
  hasBankCard: true,
  hasWithdrawalPassword: true,
};
const depositSetup: DepositSetup = {
  allowed: true,
  minimum: '100',
  maximum: '50000',
  methods: ['mt', 'pg'],
  receivingAccount: { bankName: 'Maybank', accountName: 'WPS Demo', accountNumber: '5140 1234 5678' },
  quickAmounts: ['100', '500'],
};

// ADR 041: one guard for every money form; nothing is sent while the device is offline.
describe('money machines refuse to submit while the device is offline', () => {
  it('withdraw: stays on the form with errors:offline and never calls submit', async () => {
    const submit = pendingSend<WithdrawResult>();
    const actor = createActor(
      withdrawMachine.provide({
        actors: {
          loadWithdrawSetup: fromPromise(async () => withdrawSetup),
          submitWithdrawal: fromPromise(submit),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    setOnline(false);
    actor.send({ type: 'withdraw.submit', amount: '200.00', paymentPassword: '246810' });
    expect(failureKey(actor)).toBe('errors:offline');
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(submit).not.toHaveBeenCalled();
    // Back online, the same submit goes.
    setOnline(true);
    actor.send({ type: 'withdraw.submit', amount: '200.00', paymentPassword: '246810' });
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('deposit: refused offline, nothing sent', async () => {
    const submit = pendingSend<DepositResult>();
    const actor = createActor(
      depositMachine.provide({
        actors: {
          loadDepositSetup: fromPromise(async () => depositSetup),
          submitDeposit: fromPromise(submit),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.hasTag('form'));
    setOnline(false);
    actor.send({ type: 'deposit.submit', channel: 'mt', amount: '150.25' });
    expect(failureKey(actor)).toBe('errors:offline');
    expect(submit).not.toHaveBeenCalled();
  });

  it('wallet transfer: neither a transfer nor a recall is sent offline', async () => {
    const move = pendingSend<void>();
    const actor = createActor(
      walletTransferMachine.provide({
        actors: {
          loadWallets: fromPromise(async (): Promise<Wallets> => ({
            single: false,
            wallets: [
              { id: '2', name: 'Main wallet', balance: '1000', locked: false },
              { id: '1', name: 'Game wallet', balance: '50', locked: false },
            ],
          })),
          moveMoney: fromPromise(move),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.hasTag('ready'));
    setOnline(false);
    actor.send({ type: 'transfer.submit', from: '2', to: '1', amount: '100' });
    expect(failureKey(actor)).toBe('errors:offline');
    actor.send({ type: 'transfer.recallAll' });
    expect(move).not.toHaveBeenCalled();
  });

  it('confirmed transfer: the confirm step sends nothing offline', async () => {
    const send = pendingSend<void>();
    const actor = createActor(
      confirmedTransferMachine.provide({
        actors: {
          loadTransferSetup: fromPromise(async (): Promise<TransferSetup> => ({
            allowed: true,
            available: '500.00',
            passwordRequired: true,
            hasPaymentPassword: true,
          })),
          sendMoney: fromPromise(send),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.hasTag('editing'));
    actor.send({ type: 'transfer.submit', amount: '100', paymentPassword: '246810' });
    setOnline(false);
    actor.send({ type: 'transfer.confirm' });
    expect(failureKey(actor)).toBe('errors:offline');
    expect(send).not.toHaveBeenCalled();
  });
});
