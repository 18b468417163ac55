import { assertEvent, assign, setup } from 'xstate';
import type { DepositChannel } from '@/contracts/wallet.contract';
import type { RgPeriod } from '@/contracts/responsibleGambling.contract';
import { compare, subtract, type DecimalString } from '@/money/money';
import { checkAmount } from '@/validation/money';
import type { ValidationMessage } from '@/validation/types';
import { toFailure } from '../shared/failure';
import { OFFLINE_FAILURE, isDeviceOffline } from '../shared/offline';
import type { CheckOutcome, LostSubmit } from '../shared/reconcile';
import {
  checkedSubmitActions,
  checkedSubmitGuards,
  checkedSubmitStates,
  lostSubmit,
  notProvided,
  sentRequestInput,
  sentRequest,
  type CheckedSubmitContext,
} from '../shared/checkedSubmit';

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
  amount: DecimalString;
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
  | { type: 'deposit.retry' }
  | { type: 'deposit.again' }
  /** After a check that could not tell: ask the backend's records again (ADR 033). */
  | { type: 'deposit.checkAgain' };

export type DepositTag =
  'loading' | 'form' | 'busy' | 'disabled' | 'loadFailed' | 'result' | 'checking' | 'outcomeUnknown';

/** Where several deposit limits apply, the lowest wins (ADR 043). */
export function depositRoom(setup: DepositSetup | null): DecimalString | null {
  let low: DecimalString | null = null;
  for (const { remaining } of setup?.limitsLeft ?? [])
    if (low === null || compare(remaining, low) < 0) low = remaining;
  return low;
}

const checked = (setup: DepositSetup | null, amount: string) => {
  const result = checkAmount(amount, { minimum: setup?.minimum ?? null, maximum: setup?.maximum ?? null });
  const room = depositRoom(setup);
  if (result.ok && room !== null && compare(result.amount, room) > 0)
    return { ok: false as const, error: { key: 'money.overDepositLimit', params: { left: room } } };
  return result;
};

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
  types: { context: {} as DepositContext, events: {} as DepositEvent, tags: {} as DepositTag },
  actors: {
    loadDepositSetup: notProvided<DepositSetup>('loadDepositSetup'),
    submitDeposit: notProvided<DepositResult, DepositRequest>('submitDeposit'),
    checkDeposit: notProvided<CheckOutcome<DepositResult>, LostDeposit>('checkDeposit'),
  },
  actions: {
    ...checkedSubmitActions<DepositContext, DepositEvent>(),
    // ADR 041: a money form never submits offline; it says so and sends nothing.
    refuseOffline: assign({ failure: OFFLINE_FAILURE }),
    finish: (_, _params: { transactionId: string | null }) => undefined,
    keepSetup: assign((_, params: { setup: DepositSetup }) => ({ setup: params.setup, failure: null })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    showFieldErrors: assign(({ context, event }) => {
      assertEvent(event, 'deposit.submit');
      const result = checked(context.setup, event.amount);
      return { fieldErrors: result.ok ? {} : { amount: result.error }, failure: null };
    }),
    keepRequest: assign(({ context, event }) => {
      assertEvent(event, 'deposit.submit');
      const result = checked(context.setup, event.amount);
      const request: DepositRequest = { channel: event.channel, amount: result.ok ? result.amount : '0' };
      if (event.promotionId) request.promotionId = event.promotionId;
      return { request, fieldErrors: {}, failure: null };
    }),
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
    ...checkedSubmitGuards,
    isOffline: isDeviceOffline,
    isDepositDisabled: (_, params: { setup: DepositSetup }) => !params.setup.allowed,
    isAmountInvalid: ({ context, event }) => {
      assertEvent(event, 'deposit.submit');
      return !checked(context.setup, event.amount).ok;
    },
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
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadDepositSetup',
        src: 'loadDepositSetup',
        onDone: [
          {
            guard: { type: 'isDepositDisabled', params: ({ event }) => ({ setup: event.output }) },
            target: 'disabled',
            actions: { type: 'keepSetup', params: ({ event }) => ({ setup: event.output }) },
          },
          {
            target: 'editing',
            actions: { type: 'keepSetup', params: ({ event }) => ({ setup: event.output }) },
          },
        ],
        // The client's timeout ends a call that never answers (ADR 013): it arrives here as a failure.
        onError: {
          target: 'loadFailed',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { tags: ['loadFailed'], on: { 'deposit.retry': 'loading' } },
    disabled: { tags: ['disabled'] },
    editing: {
      tags: ['form'],
      on: {
        'deposit.submit': [
          { guard: 'isAmountInvalid', actions: 'showFieldErrors' },
          { guard: 'isOffline', actions: 'refuseOffline' },
          { target: 'submitting', actions: 'keepRequest' },
        ],
      },
    },
    ...checkedSubmitStates({
      submitting: 'submitting',
      submit: 'submitDeposit',
      check: 'checkDeposit',
      checkAgain: 'deposit.checkAgain',
      form: 'editing',
      done: 'submitted',
      tag: 'form',
      answered: 'keepResult',
      submitInput: sentRequestInput,
      checkInput: ({ context }: { context: DepositContext }) => ({
        ...lostSubmit(context),
        knownIds: context.knownIds,
      }),
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
