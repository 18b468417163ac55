import { assertEvent, assign, setup } from 'xstate';
import type { Amount } from '@/money/amount';
import type { DecimalString } from '@/money/money';
import { checkAmount } from '@/validation/money';
import type { ValidationMessage } from '@/validation/types';
import type { Failure } from '../shared/failure';
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
import { setupLoadActions, setupLoadStates } from '../shared/setupLoad';
import { formSubmit, oncePerSubmit, validValue } from '../shared/submitOnce';

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
  | { type: 'withdraw.retry' }
  /** After a check that could not tell: ask the backend's records again (ADR 033). */
  | { type: 'withdraw.checkAgain' }
  /** The member bound a card / set the password on the page the prerequisite led to, and came back. */
  | { type: 'withdraw.prerequisiteDone' };

export type WithdrawTag =
  'loading' | 'form' | 'busy' | 'prerequisite' | 'loadFailed' | 'checking' | 'outcomeUnknown';

/** The withdrawal's one validation of a submit (ADR 036): the limits, the balance, the password. */
const validate = oncePerSubmit(
  (context: WithdrawContext, event: { amount: string; paymentPassword: string }) => {
    const { setup } = context;
    const { amount, paymentPassword } = event;
    const fieldErrors: WithdrawContext['fieldErrors'] = {};
    const checked = checkAmount(amount, {
      minimum: setup?.minimum ?? null,
      maximum: setup?.maximum ?? null,
      available: setup?.available ?? '0',
    });
    if (!checked.ok) fieldErrors.amount = checked.error;
    if (paymentPassword.trim() === '') fieldErrors.paymentPassword = { key: 'required' };
    return { fieldErrors, amount: checked.ok ? checked.amount : null };
  },
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
    ...setupLoadActions<WithdrawContext, WithdrawEvent, WithdrawSetup>((setup) => ({ setup })),
    showFieldErrors: assign(({ context, event }) => {
      assertEvent(event, 'withdraw.submit');
      return { fieldErrors: validate(context, event).fieldErrors, failure: null };
    }),
    keepRequest: assign(({ context, event }) => {
      assertEvent(event, 'withdraw.submit');
      return {
        request: {
          amount: validValue(validate(context, event).amount),
          paymentPassword: event.paymentPassword,
        },
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
    isInvalid: ({ context, event }) => {
      assertEvent(event, 'withdraw.submit');
      return Object.keys(validate(context, event).fieldErrors).length > 0;
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
    ...setupLoadStates({
      load: 'loadWithdrawSetup',
      retry: 'withdraw.retry',
      ready: 'editing',
      branches: [
        { when: 'hasNoBankCard', target: 'needsBankCard' },
        { when: 'hasNoWithdrawalPassword', target: 'needsWithdrawalPassword' },
      ],
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
      submitInput: sentRequestInput,
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
