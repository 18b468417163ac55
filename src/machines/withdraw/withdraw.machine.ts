import { assign, setup } from 'xstate';
import type { Amount } from '@/money/amount';
import type { DecimalString } from '@/money/money';
import { checkAmount } from '@/validation/money';
import type { ValidationMessage } from '@/validation/types';
import type { Failure } from '../shared/failure';
import type { CheckOutcome, LostSubmit } from '../shared/reconcile';
import type { CheckAgainEvent, CheckedSubmitTag } from '../shared/checkedSubmit';
import { checkedSubmitStates, lostSubmitInput, notProvided } from '../shared/checkedSubmit';
import { setupLoadActions, setupLoadStates, type RetryEvent, type SetupLoadTag } from '../shared/setupLoad';
import { moneyFormParts, type MoneyFormTypes } from '../shared/moneyForm';
import { formSubmit } from '../shared/submitOnce';

/** What the withdraw page needs before a member may type an amount (spec 01 §2 withdraw). */
export interface WithdrawSetup {
  minimum: DecimalString;
  maximum: DecimalString;
  /** Main wallet, the one a withdrawal leaves. */
  available: DecimalString;
  hasBankCard: boolean;
  hasWithdrawalPassword: boolean;
}

export interface WithdrawRequest {
  amount: Amount;
  paymentPassword: string;
}

export type WithdrawField = 'amount' | 'paymentPassword';

export interface WithdrawContext {
  setup: WithdrawSetup | null;
  fieldErrors: Partial<Record<WithdrawField, ValidationMessage>>;
  failure: Failure | null;
  request: WithdrawRequest | null;
  /** When the request in flight left (the client's clock): where a lost answer's check looks from. */
  submittedAt: number | null;
  transactionId: string | null;
}

export interface WithdrawResult {
  transactionId: string | null;
}

export type WithdrawEvent =
  | { type: 'withdraw.submit'; amount: string; paymentPassword: string }
  | RetryEvent<'withdraw'>
  | CheckAgainEvent<'withdraw'>
  /** The member bound a card / set the password on the page the prerequisite led to, and came back. */
  | { type: 'withdraw.prerequisiteDone' };

export type WithdrawTag = SetupLoadTag | CheckedSubmitTag | 'form' | 'prerequisite';

/** The withdrawal's one validation of a submit (ADR 036): the limits, the balance, the password. */
function checkWithdrawal(
  { setup }: WithdrawContext,
  { amount, paymentPassword }: { amount: string; paymentPassword: string },
) {
  const fieldErrors: WithdrawContext['fieldErrors'] = {};
  const checked = checkAmount(amount, {
    minimum: setup?.minimum ?? null,
    maximum: setup?.maximum ?? null,
    available: setup?.available ?? '0',
  });
  if (!checked.ok) fieldErrors.amount = checked.error;
  if (paymentPassword.trim() === '') fieldErrors.paymentPassword = { key: 'required' };
  return { fieldErrors, value: checked.ok ? checked.amount : null };
}

const form = moneyFormParts<WithdrawContext, WithdrawEvent>()(
  'withdraw.submit',
  checkWithdrawal,
  (amount, { paymentPassword }) => ({ request: { amount, paymentPassword } }),
);

/**
 * Withdraw (spec 01 §2 withdraw): the settings, balance, bank card and withdrawal password load first; a missing
 * card or password leads to setting it (`openBankCardSetup` / `openPasswordSetup`, provided by the
 * screen) and the member comes back with `withdraw.prerequisiteDone`. An amount under the minimum,
 * over the maximum or over the balance is refused here and nothing is sent. One request per submit:
 * `submitting` takes no second submit. The flow ends with the provided `finish` (refresh the balance
 * and header counts, show the result).
 *
 * A lost answer (ADR 033) is never retried: `checking` reads the withdrawal records for one of this
 * amount since the submit. Found, the flow ends as if the answer had arrived; not found, the form
 * comes back ("nothing was sent"); a check that fails leaves `outcomeUnknown`, where only another
 * check (`withdraw.checkAgain`) leads on.
 */
export const withdrawMachine = setup({
  types: {} as MoneyFormTypes<WithdrawContext, WithdrawEvent, WithdrawTag>,
  actors: {
    loadWithdrawSetup: notProvided<WithdrawSetup>('loadWithdrawSetup'),
    submitWithdrawal: notProvided<WithdrawResult, WithdrawRequest>('submitWithdrawal'),
    checkWithdrawal: notProvided<CheckOutcome<WithdrawResult>, LostSubmit<WithdrawRequest>>(
      'checkWithdrawal',
    ),
  },
  actions: {
    ...form.actions,
    openBankCardSetup: () => undefined,
    openPasswordSetup: () => undefined,
    finish: (_, _params: { transactionId: string | null }) => undefined,
    ...setupLoadActions<WithdrawContext, WithdrawEvent, WithdrawSetup>((setup) => ({ setup })),
    keepResult: assign((_, params: { result: WithdrawResult }) => ({
      transactionId: params.result.transactionId,
      failure: null,
    })),
  },
  guards: {
    ...form.guards,
    hasNoBankCard: (_, params: { setup: WithdrawSetup }) => !params.setup.hasBankCard,
    hasNoWithdrawalPassword: (_, params: { setup: WithdrawSetup }) => !params.setup.hasWithdrawalPassword,
  },
}).createMachine({
  id: 'withdraw',
  context: {
    setup: null,
    fieldErrors: {},
    failure: null,
    request: null,
    submittedAt: null,
    transactionId: null,
  },
  initial: 'loading',
  states: {
    ...setupLoadStates({
      load: 'loadWithdrawSetup',
      retry: 'withdraw.retry',
      ready: 'editing',
      branches: { hasNoBankCard: 'needsBankCard', hasNoWithdrawalPassword: 'needsWithdrawalPassword' },
    }),
    needsBankCard: {
      tags: ['prerequisite'],
      entry: 'openBankCardSetup',
      on: { 'withdraw.prerequisiteDone': 'loading' },
    },
    needsWithdrawalPassword: {
      tags: ['prerequisite'],
      entry: 'openPasswordSetup',
      on: { 'withdraw.prerequisiteDone': 'loading' },
    },
    editing: {
      tags: ['form'],
      on: {
        'withdraw.submit': formSubmit('submitting'),
      },
    },
    ...checkedSubmitStates({
      submit: 'submitWithdrawal',
      check: 'checkWithdrawal',
      checkAgain: 'withdraw.checkAgain',
      done: 'withdrawn',
      tag: 'form',
      answered: 'keepResult',
      checkInput: lostSubmitInput,
    }),
    withdrawn: {
      type: 'final',
      entry: { type: 'finish', params: ({ context }) => ({ transactionId: context.transactionId }) },
    },
  },
});
