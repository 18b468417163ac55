import { assertEvent, assign, setup } from 'xstate';
import type { DecimalString } from '@/money/money';
import { checkAmount } from '@/validation/money';
import type { ValidationMessage } from '@/validation/types';
import { toFailure, type Failure } from '../shared/failure';
import { OFFLINE_FAILURE, isDeviceOffline } from '../shared/offline';
import type { CheckOutcome, LostSubmit } from '../shared/reconcile';
import {
  checkedSubmitActions,
  checkedSubmitGuards,
  checkedSubmitStates,
  lostSubmitInput,
  notProvided,
  sentRequestInput,
} from '../shared/checkedSubmit';

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
  amount: DecimalString;
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
  | { type: 'withdraw.retry' }
  /** After a check that could not tell: ask the backend's records again (ADR 033). */
  | { type: 'withdraw.checkAgain' }
  /** The member bound a card / set the password on the page the prerequisite led to, and came back. */
  | { type: 'withdraw.prerequisiteDone' };

export type WithdrawTag =
  'loading' | 'form' | 'busy' | 'prerequisite' | 'loadFailed' | 'checking' | 'outcomeUnknown';

function validate(setup: WithdrawSetup | null, amount: string, paymentPassword: string) {
  const fieldErrors: WithdrawContext['fieldErrors'] = {};
  const checked = checkAmount(amount, {
    minimum: setup?.minimum ?? null,
    maximum: setup?.maximum ?? null,
    available: setup?.available ?? '0',
  });
  if (!checked.ok) fieldErrors.amount = checked.error;
  if (paymentPassword.trim() === '') fieldErrors.paymentPassword = { key: 'required' };
  return { fieldErrors, amount: checked.ok ? checked.amount : null };
}

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
  types: {
    context: {} as WithdrawContext,
    events: {} as WithdrawEvent,
    tags: {} as WithdrawTag,
  },
  actors: {
    loadWithdrawSetup: notProvided<WithdrawSetup>('loadWithdrawSetup'),
    submitWithdrawal: notProvided<WithdrawResult, WithdrawRequest>('submitWithdrawal'),
    checkWithdrawal: notProvided<CheckOutcome<WithdrawResult>, LostSubmit<WithdrawRequest>>(
      'checkWithdrawal',
    ),
  },
  actions: {
    ...checkedSubmitActions<WithdrawContext, WithdrawEvent>(),
    // ADR 041: a money form never submits offline; it says so and sends nothing.
    refuseOffline: assign({ failure: OFFLINE_FAILURE }),
    openBankCardSetup: () => undefined,
    openPasswordSetup: () => undefined,
    finish: (_, _params: { transactionId: string | null }) => undefined,
    keepSetup: assign((_, params: { setup: WithdrawSetup }) => ({ setup: params.setup, failure: null })),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    showFieldErrors: assign(({ context, event }) => {
      assertEvent(event, 'withdraw.submit');
      return {
        fieldErrors: validate(context.setup, event.amount, event.paymentPassword).fieldErrors,
        failure: null,
      };
    }),
    keepRequest: assign(({ context, event }) => {
      assertEvent(event, 'withdraw.submit');
      const { amount } = validate(context.setup, event.amount, event.paymentPassword);
      return {
        request: { amount: amount ?? '0', paymentPassword: event.paymentPassword },
        fieldErrors: {},
        failure: null,
      };
    }),
    keepResult: assign((_, params: { result: WithdrawResult }) => ({
      transactionId: params.result.transactionId,
      failure: null,
    })),
  },
  guards: {
    ...checkedSubmitGuards,
    isOffline: isDeviceOffline,
    hasNoBankCard: (_, params: { setup: WithdrawSetup }) => !params.setup.hasBankCard,
    hasNoWithdrawalPassword: (_, params: { setup: WithdrawSetup }) => !params.setup.hasWithdrawalPassword,
    isRequestInvalid: ({ context, event }) => {
      assertEvent(event, 'withdraw.submit');
      return Object.keys(validate(context.setup, event.amount, event.paymentPassword).fieldErrors).length > 0;
    },
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
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadWithdrawSetup',
        src: 'loadWithdrawSetup',
        onDone: [
          {
            guard: { type: 'hasNoBankCard', params: ({ event }) => ({ setup: event.output }) },
            target: 'needsBankCard',
            actions: { type: 'keepSetup', params: ({ event }) => ({ setup: event.output }) },
          },
          {
            guard: { type: 'hasNoWithdrawalPassword', params: ({ event }) => ({ setup: event.output }) },
            target: 'needsWithdrawalPassword',
            actions: { type: 'keepSetup', params: ({ event }) => ({ setup: event.output }) },
          },
          {
            target: 'editing',
            actions: { type: 'keepSetup', params: ({ event }) => ({ setup: event.output }) },
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      tags: ['loadFailed'],
      on: { 'withdraw.retry': 'loading' },
    },
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
        'withdraw.submit': [
          { guard: 'isRequestInvalid', actions: 'showFieldErrors' },
          { guard: 'isOffline', actions: 'refuseOffline' },
          { target: 'submitting', actions: 'keepRequest' },
        ],
      },
    },
    ...checkedSubmitStates({
      submitting: 'submitting',
      submit: 'submitWithdrawal',
      check: 'checkWithdrawal',
      checkAgain: 'withdraw.checkAgain',
      form: 'editing',
      done: 'withdrawn',
      tag: 'form',
      answered: 'keepResult',
      submitInput: sentRequestInput,
      checkInput: lostSubmitInput,
    }),
    withdrawn: {
      type: 'final',
      entry: { type: 'finish', params: ({ context }) => ({ transactionId: context.transactionId }) },
    },
  },
});
