import { assertEvent, assign, setup } from 'xstate';
import type { Amount } from '@/money/amount';
import type { DecimalString } from '@/money/money';
import { checkAmount } from '@/validation/money';
import type { ValidationMessage } from '@/validation/types';
import { OFFLINE_FAILURE, isDeviceOffline } from '../shared/offline';
import type { CheckOutcome, LostSubmit } from '../shared/reconcile';
import {
  checkedSubmitActions,
  checkedSubmitGuards,
  checkedSubmitStates,
  lostSubmit,
  notProvided,
  sentRequest,
  type CheckedSubmitContext,
} from '../shared/checkedSubmit';
import { setupLoadActions, setupLoadStates } from '../shared/setupLoad';
import { oncePerSubmit, validValue } from '../shared/submitOnce';

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
  | { type: 'transfer.retry' }
  /** After a check that could not tell: ask the backend's records again (ADR 033). */
  | { type: 'transfer.checkAgain' }
  /** The sender set the payment password on the page the prerequisite led to, and came back. */
  | { type: 'transfer.prerequisiteDone' };

export type ConfirmedTransferTag =
  | 'loading'
  | 'loadFailed'
  | 'notAllowed'
  | 'prerequisite'
  | 'editing'
  | 'confirming'
  | 'busy'
  | 'sent'
  | 'checking'
  | 'outcomeUnknown';

/**
 * The transfer's one validation of a submit (ADR 036): every field's message (empty when it may go
 * to confirmation) and the amount it would send.
 */
const validate = oncePerSubmit(
  (context: ConfirmedTransferContext, event: { amount: string; to?: string; paymentPassword?: string }) => {
    const { setup } = context;
    const errors: TransferFieldErrors = {};
    const result = checkAmount(event.amount, { available: setup?.available ?? '0' });
    if (!result.ok) errors.amount = result.error;
    if (setup?.recipientRequired && (event.to ?? '').trim() === '') errors.to = { key: 'required' };
    if (setup?.passwordRequired && (event.paymentPassword ?? '').trim() === '')
      errors.paymentPassword = { key: 'required' };
    return { errors, amount: result.ok ? result.amount : null };
  },
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
  types: {
    context: {} as ConfirmedTransferContext,
    events: {} as ConfirmedTransferEvent,
    tags: {} as ConfirmedTransferTag,
  },
  actors: {
    loadTransferSetup: notProvided<TransferSetup>('loadTransferSetup'),
    sendMoney: notProvided<void, SentTransfer>('sendMoney'),
    checkTransfer: notProvided<CheckOutcome<null>, LostTransfer>('checkTransfer'),
  },
  actions: {
    ...checkedSubmitActions<ConfirmedTransferContext, ConfirmedTransferEvent>(),
    // ADR 041: a money form never submits offline; it says so and sends nothing.
    refuseOffline: assign({ failure: OFFLINE_FAILURE }),
    moneyMoved: (_, _params: PersonTransfer) => undefined,
    openPasswordSetup: () => undefined,
    ...setupLoadActions<ConfirmedTransferContext, ConfirmedTransferEvent, TransferSetup>((setup) => ({
      setup,
    })),
    showFieldError: assign(({ context, event }) => {
      assertEvent(event, 'transfer.submit');
      return {
        fieldErrors: validate(context, event).errors,
        failure: null,
      };
    }),
    keepTransfer: assign(({ context, event }) => {
      assertEvent(event, 'transfer.submit');
      return {
        request: { amount: validValue(validate(context, event).amount), to: event.to?.trim() || null },
        paymentPassword: context.setup?.passwordRequired ? (event.paymentPassword ?? '') : null,
        fieldErrors: {},
        failure: null,
      };
    }),
    forgetTransfer: assign({ request: null, paymentPassword: null, failure: null }),
    stampSent: assign({ lastSentAt: () => Date.now(), failure: null }),
    forgetPassword: assign({ paymentPassword: null }),
  },
  guards: {
    ...checkedSubmitGuards,
    isOffline: isDeviceOffline,
    isAllowed: (_, params: { setup: TransferSetup }) => params.setup.allowed,
    /** Only a sender who may send is led to set the password; a refused one is told so first. */
    lacksPaymentPassword: (_, params: { setup: TransferSetup }) =>
      params.setup.allowed &&
      params.setup.passwordRequired === true &&
      params.setup.hasPaymentPassword !== true,
    isInvalid: ({ context, event }) => {
      assertEvent(event, 'transfer.submit');
      return Object.keys(validate(context, event).errors).length > 0;
    },
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
      branches: [
        { when: 'lacksPaymentPassword', target: 'needsPaymentPassword' },
        { when: 'isAllowed', target: 'editing' },
      ],
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
          { guard: 'isInvalid', actions: 'showFieldError' },
          { target: 'confirming', actions: 'keepTransfer' },
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
      checkInput: ({ context }: { context: ConfirmedTransferContext }) => ({
        ...lostSubmit(context),
        lastSentAt: context.lastSentAt,
      }),
    }),
    sent: {
      tags: ['sent'],
      // Reached only by a transfer answered or found: the balance and the header refresh.
      entry: ['stampSent', { type: 'moneyMoved', params: ({ context }) => sentRequest(context) }],
      on: { 'transfer.again': { target: 'loading', actions: 'forgetTransfer' } },
    },
  },
});
