import { assign, setup } from 'xstate';
import type { Amount } from '@/money/amount';
import { isPositive, type DecimalString } from '@/money/money';
import { checkAmount } from '@/validation/money';
import type { ValidationMessage } from '@/validation/types';
import type { CheckOutcome, LostSubmit } from '../shared/reconcile';
import type { CheckAgainEvent, CheckedSubmitContext, CheckedSubmitTag } from '../shared/checkedSubmit';
import { checkedSubmitStates, lostSubmitWith, notProvided } from '../shared/checkedSubmit';
import { setupLoadActions, setupLoadStates, type RetryEvent, type SetupLoadTag } from '../shared/setupLoad';
import { moneyFormParts, type MoneyFormTypes } from '../shared/moneyForm';
import { formSubmit } from '../shared/submitOnce';
import { MAIN_WALLET } from '../shared/mainWallet';

export interface WalletView {
  id: string;
  name: string;
  balance: DecimalString;
  locked: boolean;
}

export interface Wallets {
  /** Single-wallet merchant (isSingle): no transfers at all. */
  single: boolean;
  wallets: WalletView[];
}

export type TransferRequest =
  { kind: 'transfer'; from: string; to: string; amount: Amount } | { kind: 'recallAll' };

export type TransferField = 'from' | 'to' | 'amount';

export interface WalletTransferContext extends CheckedSubmitContext<TransferRequest> {
  wallets: WalletView[];
  fieldErrors: Partial<Record<TransferField, ValidationMessage>>;
}

/**
 * A transfer or recall whose answer was lost (ADR 033), with the wallets as the form held them when
 * it was sent: read after every earlier move, so they tell this submit from an earlier one.
 */
export interface LostTransfer extends LostSubmit<TransferRequest> {
  wallets: WalletView[];
}

/** A transfer's answer carries nothing the page shows: found is all the check has to say. */
export type TransferCheck = CheckOutcome<null>;

export type WalletTransferEvent =
  | { type: 'transfer.submit'; from: string; to: string; amount: string }
  | { type: 'transfer.recallAll' }
  | RetryEvent<'transfer'>
  | CheckAgainEvent<'transfer'>;

export type WalletTransferTag = SetupLoadTag | CheckedSubmitTag | 'ready' | 'single';

/** The transfer's one validation of a submit (ADR 036): the wallets, then the amount. */
function checkTransfer(
  { wallets }: WalletTransferContext,
  { from, to, amount }: { from: string; to: string; amount: string },
) {
  const fieldErrors: WalletTransferContext['fieldErrors'] = {};
  const source = wallets.find((w) => w.id === from);
  const target = wallets.find((w) => w.id === to);
  if (from === to) fieldErrors.to = { key: 'money.sameWallet' };
  else if (target?.locked) fieldErrors.to = { key: 'money.walletLocked' };
  if (source?.locked) fieldErrors.from = { key: 'money.walletLocked' };
  const checked = checkAmount(amount, { available: source?.balance ?? '0' });
  if (!checked.ok) fieldErrors.amount = checked.error;
  return { fieldErrors, value: checked.ok ? checked.amount : null };
}

const form = moneyFormParts<WalletTransferContext, WalletTransferEvent>()(
  'transfer.submit',
  checkTransfer,
  (amount, { from, to }) => ({ request: { kind: 'transfer', from, to, amount } }),
);

export const recallable = (wallets: ReadonlyArray<WalletView>) =>
  wallets.filter((w) => w.id !== MAIN_WALLET && !w.locked && isPositive(w.balance));

/**
 * My wallet (spec 01 §2, ADR 021): balances per wallet, a transfer between two of them, recall all to the
 * main wallet; locked wallets take part in nothing, single-wallet merchants see no transfers. Refusals
 * (same wallet, locked, over the balance, nothing to recall) send nothing. After money moved the
 * provided `moneyMoved` refreshes the balance and the header; the wallets load again.
 *
 * A lost answer (ADR 033) is never retried: `checking` asks the backend whether the transfer (its
 * record and the wallets' balances) or the recall (the wallets' balances) took effect. Found, the
 * flow goes on as if the answer had arrived; not found, the form comes back ("nothing was sent");
 * a check that fails leaves `outcomeUnknown`, where only another check (`transfer.checkAgain`) leads on.
 */
export const walletTransferMachine = setup({
  types: {} as MoneyFormTypes<WalletTransferContext, WalletTransferEvent, WalletTransferTag>,
  actors: {
    loadWallets: notProvided<Wallets>('loadWallets'),
    moveMoney: notProvided<void, TransferRequest>('moveMoney'),
    checkTransfer: notProvided<TransferCheck, LostTransfer>('checkTransfer'),
  },
  actions: {
    ...form.actions,
    moneyMoved: () => undefined,
    ...setupLoadActions<WalletTransferContext, WalletTransferEvent, Wallets>((setup) => ({
      wallets: setup.wallets,
    })),
    refuseRecall: assign({
      failure: { messageKey: 'validation:money.nothingToRecall' },
      fieldErrors: {},
    }),
    keepRecall: assign(() => ({ request: { kind: 'recallAll' as const }, fieldErrors: {}, failure: null })),
  },
  guards: {
    ...form.guards,
    isSingleWallet: (_, params: { setup: Wallets }) => params.setup.single,
    hasNothingToRecall: ({ context }) => recallable(context.wallets).length === 0,
  },
}).createMachine({
  id: 'walletTransfer',
  context: { wallets: [], fieldErrors: {}, failure: null, request: null, submittedAt: null },
  initial: 'loading',
  states: {
    ...setupLoadStates({
      load: 'loadWallets',
      retry: 'transfer.retry',
      ready: 'ready',
      branches: { isSingleWallet: 'single' },
    }),
    single: { tags: ['single'] },
    ready: {
      tags: ['ready'],
      on: {
        'transfer.submit': formSubmit('moving'),
        'transfer.recallAll': [
          { guard: 'hasNothingToRecall', actions: 'refuseRecall' },
          { guard: 'isOffline', actions: 'refuseOffline' },
          { target: 'moving', actions: 'keepRecall' },
        ],
      },
    },
    ...checkedSubmitStates({
      submitting: 'moving',
      submit: 'moveMoney',
      check: 'checkTransfer',
      checkAgain: 'transfer.checkAgain',
      form: 'ready',
      // The wallets load again after money moved.
      done: 'loading',
      tag: 'ready',
      answered: 'moneyMoved',
      checkInput: lostSubmitWith('wallets'),
    }),
  },
});
