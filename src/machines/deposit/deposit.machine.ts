import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { DepositChannel } from '@/contracts/wallet.contract';
import type { DecimalString } from '@/money/money';
import { checkAmount } from '@/validation/money';
import type { ValidationMessage } from '@/validation/types';
import { toFailure, type Failure } from '../shared/failure';

export interface DepositSetup {
  allowed: boolean;
  minimum: DecimalString | null;
  maximum: DecimalString | null;
}

export interface DepositRequest {
  channel: DepositChannel;
  amount: DecimalString;
}

export interface DepositContext {
  setup: DepositSetup | null;
  fieldErrors: Partial<Record<'amount', ValidationMessage>>;
  failure: Failure | null;
  request: DepositRequest | null;
  transactionId: string | null;
}

export type DepositEvent =
  { type: 'deposit.submit'; channel: DepositChannel; amount: string } | { type: 'deposit.retry' };

export type DepositTag = 'loading' | 'form' | 'busy' | 'disabled' | 'loadFailed';

const checked = (setup: DepositSetup | null, amount: string) =>
  checkAmount(amount, { minimum: setup?.minimum ?? null, maximum: setup?.maximum ?? null });

/**
 * Deposit (issue 10): the settings load first (allowDeposit N is a page of its own), the amount is
 * checked against min/max before anything is sent, one request per submit, and the flow ends with the
 * provided `finish` (the new record is pending until the backend approves it).
 */
export const depositMachine = setup({
  types: { context: {} as DepositContext, events: {} as DepositEvent, tags: {} as DepositTag },
  actors: {
    loadDepositSetup: fromPromise<DepositSetup>(async () => {
      throw new Error('loadDepositSetup not provided');
    }),
    submitDeposit: fromPromise<{ transactionId: string | null }, DepositRequest>(async () => {
      throw new Error('submitDeposit not provided');
    }),
  },
  actions: {
    finish: (_, _params: { transactionId: string | null }) => undefined,
    keepSetup: assign((_, params: { setup: DepositSetup }) => ({ setup: params.setup, failure: null })),
    setFailure: assign((_, params: { error: unknown }) => ({
      failure: toFailure(params.error),
      request: null,
    })),
    showFieldErrors: assign(({ context, event }) => {
      assertEvent(event, 'deposit.submit');
      const result = checked(context.setup, event.amount);
      return { fieldErrors: result.ok ? {} : { amount: result.error }, failure: null };
    }),
    keepRequest: assign(({ context, event }) => {
      assertEvent(event, 'deposit.submit');
      const result = checked(context.setup, event.amount);
      return {
        request: { channel: event.channel, amount: result.ok ? result.amount : '0' },
        fieldErrors: {},
        failure: null,
      };
    }),
    keepResult: assign((_, params: { transactionId: string | null }) => ({
      transactionId: params.transactionId,
      request: null,
    })),
  },
  guards: {
    isDepositDisabled: (_, params: { setup: DepositSetup }) => !params.setup.allowed,
    isAmountInvalid: ({ context, event }) => {
      assertEvent(event, 'deposit.submit');
      return !checked(context.setup, event.amount).ok;
    },
  },
}).createMachine({
  id: 'deposit',
  context: { setup: null, fieldErrors: {}, failure: null, request: null, transactionId: null },
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
          { target: 'submitting', actions: 'keepRequest' },
        ],
      },
    },
    submitting: {
      tags: ['busy', 'form'],
      invoke: {
        id: 'submitDeposit',
        src: 'submitDeposit',
        input: ({ context }) => context.request ?? { channel: 'mt', amount: '0' },
        // The client's timeout ends a call that never answers (ADR 013).
        onDone: {
          target: 'submitted',
          actions: {
            type: 'keepResult',
            params: ({ event }) => ({ transactionId: event.output.transactionId }),
          },
        },
        onError: {
          target: 'editing',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    submitted: {
      type: 'final',
      entry: { type: 'finish', params: ({ context }) => ({ transactionId: context.transactionId }) },
    },
  },
});
