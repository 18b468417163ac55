import { assertEvent, assign, setup } from 'xstate';
import type { DecimalString } from '@/money/money';
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
  sentRequest,
  type CheckedSubmitContext,
} from '../shared/checkedSubmit';

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
  amount: DecimalString;
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

const checked = (setup: TransferSetup | null, amount: string) =>
  checkAmount(amount, { available: setup?.available ?? '0' });

/** Every field's message for a submitted transfer; empty when it may go to confirmation. */
function fieldErrorsOf(
  setup: TransferSetup | null,
  amount: string,
  to: string | undefined,
  paymentPassword: string | undefined,
): TransferFieldErrors {
  const errors: TransferFieldErrors = {};
  const result = checked(setup, amount);
  if (!result.ok) errors.amount = result.error;
  if (setup?.recipientRequired && (to ?? '').trim() === '') errors.to = { key: 'required' };
  if (setup?.passwordRequired && (paymentPassword ?? '').trim() === '')
    errors.paymentPassword = { key: 'required' };
  return errors;
}

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
    keepSetup: assign((_, params: { setup: TransferSetup }) => ({ setup: params.setup })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    showFieldError: assign(({ context, event }) => {
      assertEvent(event, 'transfer.submit');
      return {
        fieldErrors: fieldErrorsOf(context.setup, event.amount, event.to, event.paymentPassword),
        failure: null,
      };
    }),
    keepTransfer: assign(({ context, event }) => {
      assertEvent(event, 'transfer.submit');
      const result = checked(context.setup, event.amount);
      return {
        request: { amount: result.ok ? result.amount : '0', to: event.to?.trim() || null },
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
      return (
        Object.keys(fieldErrorsOf(context.setup, event.amount, event.to, event.paymentPassword)).length > 0
      );
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
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadTransferSetup',
        src: 'loadTransferSetup',
        onDone: [
          {
            guard: { type: 'lacksPaymentPassword', params: ({ event }) => ({ setup: event.output }) },
            target: 'needsPaymentPassword',
            actions: { type: 'keepSetup', params: ({ event }) => ({ setup: event.output }) },
          },
          {
            guard: { type: 'isAllowed', params: ({ event }) => ({ setup: event.output }) },
            target: 'editing',
            actions: { type: 'keepSetup', params: ({ event }) => ({ setup: event.output }) },
          },
          {
            target: 'notAllowed',
            actions: { type: 'keepSetup', params: ({ event }) => ({ setup: event.output }) },
          },
        ],
        // The API client's timeout ends a call that never answers (ADR 013).
        onError: {
          target: 'loadFailed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      tags: ['loadFailed'],
      on: { 'transfer.retry': { target: 'loading', actions: 'forgetTransfer' } },
    },
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
      form: 'editing',
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
