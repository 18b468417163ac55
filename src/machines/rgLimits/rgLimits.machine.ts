import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { RgLimit, RgLimitBody, RgLimitKind, RgPeriod } from '@/contracts/responsibleGambling.contract';
import { toAmount, type Amount } from '@/money/amount';
import { checkAmount } from '@/validation/money';
import type { ValidationMessage } from '@/validation/types';
import { toFailure, type Failure } from '../shared/failure';
import { oncePerSubmit, validValue } from '../shared/submitOnce';

/** Which limit a field or an answer is about. */
export interface RgLimitKey {
  kind: RgLimitKind;
  period: RgPeriod;
}

export interface RgLimitsContext {
  limits: RgLimit[] | null;
  /** The request in flight (one at a time). */
  saving: RgLimitBody | null;
  /** The limit a field error or failure belongs to (the page shows it there). */
  field: RgLimitKey | null;
  fieldErrors: Partial<Record<'amount', ValidationMessage>>;
  failure: Failure | null;
  /** The limit saved last and whether it waits (an increase or removal): the page confirms it. */
  saved: (RgLimitKey & { waiting: boolean }) | null;
}

export type RgLimitsEvent =
  /** An empty amount removes the limit. */
  { type: 'rgLimits.save'; kind: RgLimitKind; period: RgPeriod; amount: string } | { type: 'rgLimits.retry' };

export type RgLimitsTag = 'loading' | 'loadFailed' | 'ready' | 'busy';

/** Session time is whole minutes within a day; money is a plain amount (ADR 021). */
const MAX_SESSION_MINUTES = 1440;

/** The limit page's one validation of a save (ADR 036). */
const checkedSave = oncePerSubmit((_: RgLimitsContext, event: { kind: RgLimitKind; amount: string }) =>
  checkLimitAmount(event.kind, event.amount),
);

export function checkLimitAmount(
  kind: RgLimitKind,
  text: string,
):
  | { ok: true; amount: Amount | null }
  | {
      ok: false;
      error: ValidationMessage;
    } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, amount: null };
  if (kind === 'session') {
    const minutes = /^[1-9]\d*$/.test(trimmed) ? Number(trimmed) : NaN;
    return minutes >= 1 && minutes <= MAX_SESSION_MINUTES
      ? { ok: true, amount: toAmount(String(minutes)) }
      : { ok: false, error: { key: 'rg.minutes', params: { max: MAX_SESSION_MINUTES } } };
  }
  const result = checkAmount(trimmed);
  return result.ok ? { ok: true, amount: result.amount } : result;
}

/**
 * Responsible-gambling limits (ADR 043; UKGC RTS 12, MGA Player Protection Directive): deposit and loss
 * limits per 24 hours, 7 and 30 days, a session-time limit per day. The backend applies the rule (a
 * decrease at once, an increase or a removal after 24 hours) and answers every limit with what is used,
 * left and pending; the machine keeps that answer, checks a field before anything is sent, and sends
 * one change at a time. Waiting ends by the client's timeout (ADR 013), which arrives as a failure.
 */
export const rgLimitsMachine = setup({
  types: { context: {} as RgLimitsContext, events: {} as RgLimitsEvent, tags: {} as RgLimitsTag },
  actors: {
    loadLimits: fromPromise<RgLimit[]>(async () => {
      throw new Error('loadLimits not provided');
    }),
    saveLimit: fromPromise<RgLimit[], RgLimitBody>(async () => {
      throw new Error('saveLimit not provided');
    }),
  },
  actions: {
    keepLimits: assign((_, params: { limits: RgLimit[] }) => ({ limits: params.limits, failure: null })),
    keepSaved: assign(({ context }, params: { limits: RgLimit[] }) => {
      const body = context.saving;
      const row = body ? params.limits.find((l) => l.kind === body.kind && l.period === body.period) : null;
      return {
        limits: params.limits,
        saving: null,
        failure: null,
        saved: body ? { kind: body.kind, period: body.period, waiting: Boolean(row?.pending) } : null,
      };
    }),
    setFailure: assign((_, params: { error: unknown }) => ({
      failure: toFailure(params.error),
      saving: null,
    })),
    showFieldErrors: assign(({ context, event }) => {
      assertEvent(event, 'rgLimits.save');
      const result = checkedSave(context, event);
      return {
        field: { kind: event.kind, period: event.period },
        fieldErrors: result.ok ? {} : { amount: result.error },
        failure: null,
        saved: null,
      };
    }),
    keepRequest: assign(({ context, event }) => {
      assertEvent(event, 'rgLimits.save');
      const result = checkedSave(context, event);
      return {
        saving: { kind: event.kind, period: event.period, amount: result.ok ? result.amount : null },
        field: { kind: event.kind, period: event.period },
        fieldErrors: {},
        failure: null,
        saved: null,
      };
    }),
  },
  guards: {
    isAmountInvalid: ({ context, event }) => {
      assertEvent(event, 'rgLimits.save');
      return !checkedSave(context, event).ok;
    },
  },
}).createMachine({
  id: 'rgLimits',
  context: { limits: null, saving: null, field: null, fieldErrors: {}, failure: null, saved: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadLimits',
        src: 'loadLimits',
        onDone: {
          target: 'ready',
          actions: { type: 'keepLimits', params: ({ event }) => ({ limits: event.output }) },
        },
        // The client's timeout ends a call that never answers (ADR 013): it arrives here as a failure.
        onError: {
          target: 'loadFailed',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { tags: ['loadFailed'], on: { 'rgLimits.retry': 'loading' } },
    ready: {
      tags: ['ready'],
      on: {
        'rgLimits.save': [
          { guard: 'isAmountInvalid', actions: 'showFieldErrors' },
          { target: 'saving', actions: 'keepRequest' },
        ],
      },
    },
    saving: {
      tags: ['ready', 'busy'],
      invoke: {
        id: 'saveLimit',
        src: 'saveLimit',
        input: ({ context }) => validValue(context.saving),
        onDone: {
          target: 'ready',
          actions: { type: 'keepSaved', params: ({ event }) => ({ limits: event.output }) },
        },
        onError: {
          target: 'ready',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
