import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import * as moneyRules from '@/validation/money';
import {
  confirmedTransferMachine,
  type TransferSetup,
} from '@/machines/confirmedTransfer/confirmedTransfer.machine';
import {
  depositMachine,
  type DepositRequest,
  type DepositResult,
  type DepositSetup,
} from '@/machines/deposit/deposit.machine';
import {
  walletTransferMachine,
  type TransferRequest,
  type Wallets,
} from '@/machines/walletTransfer/walletTransfer.machine';
import {
  withdrawMachine,
  type WithdrawRequest,
  type WithdrawResult,
  type WithdrawSetup,
} from '@/machines/withdraw/withdraw.machine';
import { oncePerSubmit, validValue } from './submitOnce';
import { CheckedSubmitFault } from './checkedSubmit';

vi.mock('@/validation/money', async (original) => {
  const actual = await original<typeof import('@/validation/money')>();
  return { ...actual, checkAmount: vi.fn(actual.checkAmount) };
});

const checkAmount = vi.mocked(moneyRules.checkAmount);
const never = <Output, Input>() => fromPromise<Output, Input>(() => new Promise<Output>(() => undefined));
const loaded = <Output>(value: Output) => fromPromise<Output>(async () => value);

/** How many times the amount rule ran for one event sent to a machine waiting on its form. */
async function rulesRunFor(actor: AnyActorRef, form: string, event: { type: string }): Promise<number> {
  await waitFor(actor, (s: { matches(state: string): boolean }) => s.matches(form));
  checkAmount.mockClear();
  actor.send(event);
  return checkAmount.mock.calls.length;
}

const depositSetup: DepositSetup = {
  allowed: true,
  minimum: '100',
  maximum: '50000',
  methods: ['mt'],
  receivingAccount: null,
  quickAmounts: [],
};

// ADR 036: the form's rules run once per submit, whether the submit is refused or sent.
describe('a money machine validates each submit once', () => {
  const cases: Array<{ name: string; start(): AnyActorRef; form: string; valid: object; invalid: object }> = [
    {
      name: 'withdraw',
      start: () =>
        createActor(
          withdrawMachine.provide({
            actors: {
              loadWithdrawSetup: loaded<WithdrawSetup>({
                minimum: '100',
                maximum: '50000',
                available: '1234.56',
                hasBankCard: true,
                hasWithdrawalPassword: true,
              }),
              submitWithdrawal: never<WithdrawResult, WithdrawRequest>(),
            },
          }),
        ).start(),
      form: 'editing',
      valid: { type: 'withdraw.submit', amount: '200.50', paymentPassword: '246810' },
      invalid: { type: 'withdraw.submit', amount: '99', paymentPassword: '246810' },
    },
    {
      name: 'deposit',
      start: () =>
        createActor(
          depositMachine.provide({
            actors: {
              loadDepositSetup: loaded(depositSetup),
              submitDeposit: never<DepositResult, DepositRequest>(),
            },
          }),
        ).start(),
      form: 'editing',
      valid: { type: 'deposit.submit', channel: 'mt', amount: '150' },
      invalid: { type: 'deposit.submit', channel: 'mt', amount: '50001' },
    },
    {
      name: 'walletTransfer',
      start: () =>
        createActor(
          walletTransferMachine.provide({
            actors: {
              loadWallets: loaded<Wallets>({
                single: false,
                wallets: [
                  { id: 'main', name: 'Main', balance: '500', locked: false },
                  { id: 'JILI', name: 'JILI', balance: '0', locked: false },
                ],
              }),
              moveMoney: never<void, TransferRequest>(),
            },
          }),
        ).start(),
      form: 'ready',
      valid: { type: 'transfer.submit', from: 'main', to: 'JILI', amount: '20' },
      invalid: { type: 'transfer.submit', from: 'main', to: 'JILI', amount: '501' },
    },
    {
      name: 'confirmedTransfer',
      start: () =>
        createActor(
          confirmedTransferMachine.provide({
            actors: { loadTransferSetup: loaded<TransferSetup>({ allowed: true, available: '300' }) },
          }),
        ).start(),
      form: 'editing',
      valid: { type: 'transfer.submit', amount: '100' },
      invalid: { type: 'transfer.submit', amount: '300.01' },
    },
  ];

  for (const { name, start, form, valid, invalid } of cases) {
    it(`${name}: a refused submit and a sent one each run the amount rule once`, async () => {
      const refused = start();
      expect(await rulesRunFor(refused, form, invalid as { type: string })).toBe(1);
      expect(refused.getSnapshot().matches(form)).toBe(true);
      const sent = start();
      expect(await rulesRunFor(sent, form, valid as { type: string })).toBe(1);
      expect(sent.getSnapshot().matches(form)).toBe(false);
    });
  }
});

describe('oncePerSubmit', () => {
  it('keys a result by the context and the event together', () => {
    const rule = vi.fn(
      (context: { limit: number }, event: { value: number }) => event.value <= context.limit,
    );
    const checked = oncePerSubmit(rule);
    const low = { limit: 1 };
    const high = { limit: 10 };
    const event = { value: 5 };
    expect([checked(low, event), checked(low, event), checked(high, event)]).toEqual([false, false, true]);
    expect(rule).toHaveBeenCalledTimes(2);
  });

  it('refuses to turn an invalid submit into a request', () => {
    expect(() => validValue(null)).toThrow(CheckedSubmitFault);
    expect(validValue('0.01')).toBe('0.01');
  });
});
