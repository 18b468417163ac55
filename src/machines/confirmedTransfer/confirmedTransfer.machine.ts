import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { DecimalString } from '@/money/money';
import { checkAmount } from '@/validation/money';
import type { ValidationMessage } from '@/validation/types';
import { errorKey } from '@/api/errors';
import { toFailure, type Failure } from '../shared/failure';
import { OFFLINE_FAILURE, isDeviceOffline } from '../shared/offline';
import { isUnclearFailure, type CheckOutcome, type LostSubmit } from '../shared/reconcile';

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

export interface ConfirmedTransferContext {
  setup: TransferSetup | null;
  /** The checked transfer waiting for confirmation, being sent, or sent. */
  transfer: PersonTransfer | null;
  /** The password typed with the transfer, kept only until it is sent or cancelled. */
  paymentPassword: string | null;
  fieldErrors: TransferFieldErrors;
  failure: Failure | null;
  /** When the transfer in flight left (the client's clock): where a lost answer's check looks from. */
  submittedAt: number | null;
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
    loadTransferSetup: fromPromise<TransferSetup>(async () => {
      throw new Error('loadTransferSetup not provided');
    }),
    sendMoney: fromPromise<void, SentTransfer>(async () => {
      throw new Error('sendMoney not provided');
    }),
    checkTransfer: fromPromise<CheckOutcome<null>, LostTransfer>(async () => {
      throw new Error('checkTransfer not provided');
    }),
  },
  actions: {
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
        transfer: { amount: result.ok ? result.amount : '0', to: event.to?.trim() || null },
        paymentPassword: context.setup?.passwordRequired ? (event.paymentPassword ?? '') : null,
        fieldErrors: {},
        failure: null,
      };
    }),
    forgetTransfer: assign({ transfer: null, paymentPassword: null, failure: null }),
    stampSubmit: assign({ submittedAt: () => Date.now() }),
    stampSent: assign({ lastSentAt: () => Date.now(), failure: null }),
    nothingSent: assign({ failure: { messageKey: errorKey('nothingSent') }, submittedAt: null }),
    outcomeUnknown: assign({ failure: { messageKey: errorKey('outcomeUnknown') } }),
    forgetFailure: assign({ failure: null }),
    forgetPassword: assign({ paymentPassword: null }),
  },
  guards: {
    isOffline: isDeviceOffline,
    isUnclear: (_, params: { error: unknown }) => isUnclearFailure(params.error),
    wasFound: (_, params: { outcome: CheckOutcome<null> }) => params.outcome.found,
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
    transfer: null,
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
        'transfer.confirm': [
          { guard: 'isOffline', actions: 'refuseOffline' },
          { target: 'sending', actions: 'stampSubmit' },
        ],
        'transfer.cancel': { target: 'editing', actions: 'forgetTransfer' },
      },
    },
    sending: {
      tags: ['confirming', 'busy'],
      invoke: {
        id: 'sendMoney',
        src: 'sendMoney',
        input: ({ context }) => ({
          ...(context.transfer ?? { amount: '0', to: null }),
          paymentPassword: context.paymentPassword,
        }),
        onDone: {
          target: 'sent',
          actions: [
            'forgetPassword',
            'stampSent',
            { type: 'moneyMoved', params: ({ context }) => context.transfer ?? { amount: '0', to: null } },
          ],
        },
        onError: [
          {
            guard: { type: 'isUnclear', params: ({ event }) => ({ error: event.error }) },
            target: 'checking',
            actions: 'forgetPassword',
          },
          {
            target: 'editing',
            actions: [
              'forgetPassword',
              { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    checking: {
      tags: ['checking', 'busy', 'editing'],
      entry: 'forgetFailure',
      invoke: {
        id: 'checkTransfer',
        src: 'checkTransfer',
        input: ({ context }) => ({
          request: context.transfer ?? { amount: '0', to: null },
          submittedAt: context.submittedAt ?? 0,
          lastSentAt: context.lastSentAt,
        }),
        onDone: [
          {
            guard: { type: 'wasFound', params: ({ event }) => ({ outcome: event.output }) },
            target: 'sent',
            actions: [
              'stampSent',
              { type: 'moneyMoved', params: ({ context }) => context.transfer ?? { amount: '0', to: null } },
            ],
          },
          { target: 'editing', actions: 'nothingSent' },
        ],
        onError: { target: 'outcomeUnknown', actions: 'outcomeUnknown' },
      },
    },
    outcomeUnknown: {
      tags: ['outcomeUnknown', 'editing'],
      on: { 'transfer.checkAgain': 'checking' },
    },
    sent: {
      tags: ['sent'],
      on: { 'transfer.again': { target: 'loading', actions: 'forgetTransfer' } },
    },
  },
});
