import { assign, setup } from 'xstate';
import type { DepositChannel } from '@/contracts/wallet.contract';
import type { RgPeriod } from '@/contracts/responsibleGambling.contract';
import type { Amount } from '@/money/amount';
import { compare, subtract, type DecimalString } from '@/money/money';
import { checkAmount } from '@/validation/money';
import type { ValidationMessage } from '@/validation/types';
import type { CheckOutcome, LostSubmit } from '../shared/reconcile';
import type { CheckAgainEvent, CheckedSubmitContext, CheckedSubmitTag } from '../shared/checkedSubmit';
import { checkedSubmitStates, lostSubmitWith, notProvided, sentRequest } from '../shared/checkedSubmit';
import { moneyFormParts, type MoneyFormTypes } from '../shared/moneyForm';
import { setupLoadActions, setupLoadStates, type RetryEvent, type SetupLoadTag } from '../shared/setupLoad';
import { formSubmit } from '../shared/submitOnce';

/** The account a bank transfer (channel mt) is paid into: shown with a copy button. */
export interface ReceivingAccount {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

export interface DepositSetup {
  allowed: boolean;
  minimum: DecimalString | null;
  maximum: DecimalString | null;
  /** The channels the merchant offers, in its order (empty: none known, bank transfer only). */
  methods: DepositChannel[];
  receivingAccount: ReceivingAccount | null;
  /** Quick-amount chips, inside [minimum, maximum]. */
  quickAmounts: DecimalString[];
  /**
   * What each deposit limit leaves (responsible gambling, ADR 043); absent while the extension is off or
   * no limit is set. An amount over the lowest is refused before anything is sent.
   */
  limitsLeft?: DepositLimitLeft[];
}

export interface DepositLimitLeft {
  period: RgPeriod;
  remaining: DecimalString;
}

export interface DepositRequest {
  channel: DepositChannel;
  amount: Amount;
  /** The optional promotion joined with this deposit. */
  promotionId?: string;
}

/** What the backend made of one deposit: a pending record, and where to pay for gateway/QR channels. */
export interface DepositResult {
  transactionId: string | null;
  redirectUrl: string | null;
  qrCode: string | null;
}

export interface DepositContext extends CheckedSubmitContext<DepositRequest> {
  setup: DepositSetup | null;
  fieldErrors: Partial<Record<'amount', ValidationMessage>>;
  /** The submitted request and its result (the pending record shown after a submit). */
  submitted: (DepositRequest & DepositResult) | null;
  /** Deposits this page already made: a lost answer's check never takes one of them for its own. */
  knownIds: string[];
}

/** What a lost deposit's check reads: the request, and the deposits already known as made here. */
export interface LostDeposit extends LostSubmit<DepositRequest> {
  knownIds: string[];
}

export type DepositEvent =
  | { type: 'deposit.submit'; channel: DepositChannel; amount: string; promotionId?: string }
  | { type: 'deposit.again' }
  | RetryEvent<'deposit'>
  | CheckAgainEvent<'deposit'>;

export type DepositTag = SetupLoadTag | CheckedSubmitTag | 'form' | 'disabled' | 'result';

/** Where several deposit limits apply, the lowest wins (ADR 043). */
export function depositRoom(setup: DepositSetup | null): DecimalString | null {
  let low: DecimalString | null = null;
  for (const { remaining } of setup?.limitsLeft ?? [])
    if (low === null || compare(remaining, low) < 0) low = remaining;
  return low;
}

type DepositSubmit = Extract<DepositEvent, { type: 'deposit.submit' }>;

/** The deposit's one validation of a submit (the form's limits, then the deposit limits' room). */
function checkDeposit({ setup }: DepositContext, event: DepositSubmit) {
  const result = checkAmount(event.amount, {
    minimum: setup?.minimum ?? null,
    maximum: setup?.maximum ?? null,
  });
  const room = depositRoom(setup);
  if (result.ok && room !== null && compare(result.amount, room) > 0)
    return {
      fieldErrors: { amount: { key: 'money.overDepositLimit', params: { left: room } } },
      value: null,
    };
  return result.ok
    ? { fieldErrors: {}, value: result.amount }
    : { fieldErrors: { amount: result.error }, value: null };
}

const form = moneyFormParts<DepositContext, DepositEvent>()(
  'deposit.submit',
  checkDeposit,
  (amount, { channel, promotionId }) => ({
    request: promotionId ? { channel, amount, promotionId } : { channel, amount },
  }),
);

/** A deposit made uses that much of every deposit limit (never below 0), until the page loads again. */
const spent = (setup: DepositSetup | null, amount: DecimalString): DepositSetup | null =>
  setup?.limitsLeft
    ? {
        ...setup,
        limitsLeft: setup.limitsLeft.map((l) => {
          const left = subtract(l.remaining, amount);
          return { ...l, remaining: compare(left, '0') < 0 ? '0' : left };
        }),
      }
    : setup;

/**
 * Deposit (spec 01 §2 deposit): the settings load first (allowDeposit N is a page of its own), the amount is
 * checked against min/max before anything is sent, one request per submit, and the created deposit
 * (pending until the backend approves it) is shown as a result; `finish` is the provided UI end
 * (balance and records refresh). From the result the member may start another deposit.
 *
 * A lost answer (ADR 033) is never retried: `checking` reads the deposit records for a new one of
 * this amount since the submit; found, it is shown as the result; not found, the form comes back;
 * a failed check leaves `outcomeUnknown`, where only `deposit.checkAgain` leads on.
 */
export const depositMachine = setup({
  types: {} as MoneyFormTypes<DepositContext, DepositEvent, DepositTag>,
  actors: {
    loadDepositSetup: notProvided<DepositSetup>('loadDepositSetup'),
    submitDeposit: notProvided<DepositResult, DepositRequest>('submitDeposit'),
    checkDeposit: notProvided<CheckOutcome<DepositResult>, LostDeposit>('checkDeposit'),
  },
  actions: {
    ...form.actions,
    finish: (_, _params: { transactionId: string | null }) => undefined,
    ...setupLoadActions<DepositContext, DepositEvent, DepositSetup>((setup) => ({ setup })),
    keepResult: assign(({ context }, params: { result: DepositResult }) => ({
      setup: spent(context.setup, sentRequest(context).amount),
      submitted: { ...sentRequest(context), ...params.result },
      failure: null,
      knownIds: params.result.transactionId
        ? [...context.knownIds, params.result.transactionId]
        : context.knownIds,
    })),
    clearResult: assign({ submitted: null, failure: null, fieldErrors: {} }),
  },
  guards: {
    ...form.guards,
    isDepositDisabled: (_, params: { setup: DepositSetup }) => !params.setup.allowed,
  },
}).createMachine({
  id: 'deposit',
  context: {
    setup: null,
    fieldErrors: {},
    failure: null,
    request: null,
    submitted: null,
    submittedAt: null,
    knownIds: [],
  },
  initial: 'loading',
  states: {
    ...setupLoadStates({
      load: 'loadDepositSetup',
      retry: 'deposit.retry',
      ready: 'editing',
      branches: { isDepositDisabled: 'disabled' },
    }),
    disabled: { tags: ['disabled'] },
    editing: {
      tags: ['form'],
      on: {
        'deposit.submit': formSubmit('submitting'),
      },
    },
    ...checkedSubmitStates({
      submit: 'submitDeposit',
      check: 'checkDeposit',
      checkAgain: 'deposit.checkAgain',
      done: 'submitted',
      tag: 'form',
      answered: 'keepResult',
      checkInput: lostSubmitWith('knownIds'),
    }),
    submitted: {
      tags: ['result'],
      entry: {
        type: 'finish',
        params: ({ context }) => ({ transactionId: context.submitted?.transactionId ?? null }),
      },
      on: { 'deposit.again': { target: 'editing', actions: 'clearResult' } },
    },
  },
});
