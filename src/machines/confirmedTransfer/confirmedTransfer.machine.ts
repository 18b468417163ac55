import { assign, setup } from 'xstate';
import type { Amount } from '@/money/amount';
import type { DecimalString } from '@/money/money';
import { checkAmount } from '@/validation/money';
import type { ValidationMessage } from '@/validation/types';
import type { CheckOutcome, LostSubmit } from '../shared/reconcile';
import type { CheckAgainEvent, CheckedSubmitContext, CheckedSubmitTag } from '../shared/checkedSubmit';
import { checkedSubmitStates, lostSubmitWith, notProvided, sentRequest } from '../shared/checkedSubmit';
import { setupLoadActions, setupLoadStates, type RetryEvent, type SetupLoadTag } from '../shared/setupLoad';
import { moneyFormParts, type MoneyFormTypes } from '../shared/moneyForm';

/** What the page needs before money can go to another person. */
export interface TransferSetup {
  /** The member may send (toUpline for the upline; transferEnabled for an agent's downlines). */
  allowed: boolean;
  /** Main-wallet balance the money leaves. */
  available: DecimalString;
  /** The sender names the receiving account (an agent's downline); the upline needs no name. */
  recipientRequired?: boolean;
  /** The merchant asks for the payment (withdrawal) password (settings.transferNeedsPaymentPassword). */
  passwordRequired?: boolean;
  /** The sender has a payment password; read only while it is asked for. */
  hasPaymentPassword?: boolean;
}

export interface PersonTransfer {
  amount: Amount;
  /** The receiving account where the sender chooses one (an agent's downline); null for the upline. */
  to: string | null;
}

/** What `sendMoney` sends: the transfer and, while the merchant asks for it, the payment password. */
export interface SentTransfer extends PersonTransfer {
  paymentPassword: string | null;
}

export interface TransferFieldErrors {
  amount?: ValidationMessage;
  to?: ValidationMessage;
  paymentPassword?: ValidationMessage;
}

/** `request`: the checked transfer waiting for confirmation, being sent, or sent. */
export interface ConfirmedTransferContext extends CheckedSubmitContext<PersonTransfer> {
  setup: TransferSetup | null;
  /** The password typed with the transfer, kept only until it is sent or cancelled. */
  paymentPassword: string | null;
  fieldErrors: TransferFieldErrors;
  /** When this page's previous transfer was answered: its record is never taken for a lost one. */
  lastSentAt: number | null;
}

/** What a lost transfer's check reads (ADR 033). */
export interface LostTransfer extends LostSubmit<PersonTransfer> {
  lastSentAt: number | null;
}

export type ConfirmedTransferEvent =
  | { type: 'transfer.submit'; amount: string; to?: string; paymentPassword?: string }
  | { type: 'transfer.confirm' }
  | { type: 'transfer.cancel' }
  | { type: 'transfer.again' }
  | RetryEvent<'transfer'>
  | CheckAgainEvent<'transfer'>
  /** The sender set the payment password on the page the prerequisite led to, and came back. */
  | { type: 'transfer.prerequisiteDone' };

export type ConfirmedTransferTag =
  SetupLoadTag | CheckedSubmitTag | 'notAllowed' | 'prerequisite' | 'editing' | 'confirming' | 'sent';

/**
 * The transfer's one validation of a submit (ADR 036): every field's message (empty when it may go
 * to confirmation) and the amount it would send.
 */
function checkPersonTransfer(
  { setup }: ConfirmedTransferContext,
  event: { amount: string; to?: string; paymentPassword?: string },
) {
  const fieldErrors: TransferFieldErrors = {};
  const result = checkAmount(event.amount, { available: setup?.available ?? '0' });
  if (!result.ok) fieldErrors.amount = result.error;
  if (setup?.recipientRequired && (event.to ?? '').trim() === '') fieldErrors.to = { key: 'required' };
  if (setup?.passwordRequired && (event.paymentPassword ?? '').trim() === '')
    fieldErrors.paymentPassword = { key: 'required' };
  return { fieldErrors, value: result.ok ? result.amount : null };
}

const form = moneyFormParts<ConfirmedTransferContext, ConfirmedTransferEvent>()(
  'transfer.submit',
  checkPersonTransfer,
  (amount, event, { setup }) => ({
    request: { amount, to: event.to?.trim() || null },
    paymentPassword: setup?.passwordRequired ? (event.paymentPassword ?? '') : null,
  }),
);

/**
 * Money sent to another person (the upline in the member centre; a downline in the agent centre):
 * the amount is checked against the balance before anything is asked, the member confirms the
 * amount and recipient, and exactly one request goes out (a second Confirm while sending, or after,
 * is not an event any state takes). A refusal or failure keeps what was typed; `moneyMoved` (provided)
 * refreshes the balance and the header. While the merchant asks for the payment password (money that
 * goes to another person is stepped up like a withdrawal), a sender without one is led to set it
 * (`openPasswordSetup`, provided) and comes back with `transfer.prerequisiteDone`, as on withdraw.
 *
 * A lost answer (ADR 033) is never retried: `checking` reads the sender's account records for a
 * transfer out of this amount since the submit; found, the transfer is sent; not found, the form
 * comes back; a failed check leaves `outcomeUnknown`, where only `transfer.checkAgain` leads on.
 */
export const confirmedTransferMachine = setup({
  types: {} as MoneyFormTypes<ConfirmedTransferContext, ConfirmedTransferEvent, ConfirmedTransferTag>,
  actors: {
    loadTransferSetup: notProvided<TransferSetup>('loadTransferSetup'),
    sendMoney: notProvided<void, SentTransfer>('sendMoney'),
    checkTransfer: notProvided<CheckOutcome<null>, LostTransfer>('checkTransfer'),
  },
  actions: {
    ...form.actions,
    moneyMoved: (_, _params: PersonTransfer) => undefined,
    openPasswordSetup: () => undefined,
    ...setupLoadActions<ConfirmedTransferContext, ConfirmedTransferEvent, TransferSetup>((setup) => ({
      setup,
    })),
    forgetTransfer: assign({ request: null, paymentPassword: null, failure: null }),
    stampSent: assign({ lastSentAt: () => Date.now(), failure: null }),
    forgetPassword: assign({ paymentPassword: null }),
  },
  guards: {
    ...form.guards,
    isAllowed: (_, params: { setup: TransferSetup }) => params.setup.allowed,
    /** Only a sender who may send is led to set the password; a refused one is told so first. */
    lacksPaymentPassword: (_, params: { setup: TransferSetup }) =>
      params.setup.allowed &&
      params.setup.passwordRequired === true &&
      params.setup.hasPaymentPassword !== true,
  },
}).createMachine({
  id: 'confirmedTransfer',
  context: {
    setup: null,
    request: null,
    paymentPassword: null,
    fieldErrors: {},
    failure: null,
    submittedAt: null,
    lastSentAt: null,
  },
  initial: 'loading',
  states: {
    ...setupLoadStates({
      load: 'loadTransferSetup',
      retry: 'transfer.retry',
      onRetry: 'forgetTransfer',
      ready: 'notAllowed',
      branches: { lacksPaymentPassword: 'needsPaymentPassword', isAllowed: 'editing' },
    }),
    notAllowed: { tags: ['notAllowed'] },
    needsPaymentPassword: {
      tags: ['prerequisite'],
      entry: 'openPasswordSetup',
      on: { 'transfer.prerequisiteDone': 'loading' },
    },
    editing: {
      tags: ['editing'],
      on: {
        'transfer.submit': [
          { guard: 'isInvalid', actions: 'showFieldErrors' },
          { target: 'confirming', actions: 'keepRequest' },
        ],
      },
    },
    confirming: {
      tags: ['confirming'],
      on: {
        'transfer.confirm': [{ guard: 'isOffline', actions: 'refuseOffline' }, { target: 'sending' }],
        'transfer.cancel': { target: 'editing', actions: 'forgetTransfer' },
      },
    },
    ...checkedSubmitStates({
      submitting: 'sending',
      submit: 'sendMoney',
      check: 'checkTransfer',
      checkAgain: 'transfer.checkAgain',
      done: 'sent',
      tag: 'editing',
      sendingTag: 'confirming',
      // The password goes with the request only (ADR 036): a check reads records, not secrets.
      leaveSubmitting: 'forgetPassword',
      submitInput: ({ context }: { context: ConfirmedTransferContext }) => ({
        ...sentRequest(context),
        paymentPassword: context.paymentPassword,
      }),
      checkInput: lostSubmitWith('lastSentAt'),
    }),
    sent: {
      tags: ['sent'],
      // Reached only by a transfer answered or found: the balance and the header refresh.
      entry: ['stampSent', { type: 'moneyMoved', params: ({ context }) => sentRequest(context) }],
      on: { 'transfer.again': { target: 'loading', actions: 'forgetTransfer' } },
    },
  },
});
