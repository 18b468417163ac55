import { assign, fromPromise, setup } from 'xstate';
import type { CountryEntry, RoutersValue, StatusValue } from '@/contracts/system.contract';
import { DEADLINE_FAILURE, toFailure } from '../shared/failure';
import { deriveSystemStatus } from './systemStatus.selectors';

/** What boot loads (spec 01 §4): permission/status (required), domain routes and country codes (optional). */
export interface SystemData {
  status: StatusValue;
  routers: RoutersValue | null;
  countries: CountryEntry[];
}

export interface SystemStatusContext {
  data: SystemData | null;
  /** i18n key (`errors:*`) of the boot failure; never translated text. */
  errorKey: string | null;
  errorCode: string | null;
  attempts: number;
}

export type SystemStatusEvent = { type: 'system.retry' } | { type: 'system.refresh' };

/**
 * The whole boot's deadline (several calls and the key fetch), not a request timer: each call has
 * the client's own 15 s timeout, so this only fires when something outside the client stalls.
 */
export const BOOT_TIMEOUT_MS = 20_000;

export type SystemStatusTag = 'loading' | 'ready' | 'blocked' | 'failed';

export const systemStatusMachine = setup({
  types: {
    context: {} as SystemStatusContext,
    events: {} as SystemStatusEvent,
    tags: {} as SystemStatusTag,
  },
  actors: {
    // Replaced in systemStatus.actors.ts (real API) and in tests (fakes).
    loadSystem: fromPromise<SystemData>(() => Promise.reject(new Error('loadSystem not provided'))),
  },
  delays: {
    requestTimeout: BOOT_TIMEOUT_MS,
  },
  guards: {
    isMaintenance: ({ context }) => !!context.data && deriveSystemStatus(context.data.status) === 1,
    isRegionBlocked: ({ context }) => !!context.data && deriveSystemStatus(context.data.status) === 2,
  },
  actions: {
    countAttempt: assign({
      attempts: ({ context }) => context.attempts + 1,
      errorKey: null,
      errorCode: null,
    }),
    markTimeout: assign({ errorKey: DEADLINE_FAILURE.messageKey, errorCode: null }),
    keepData: assign((_, params: { data: SystemData }) => ({ data: params.data })),
    setFailure: assign((_, params: { error: unknown }) => {
      const failure = toFailure(params.error);
      return { errorKey: failure.messageKey, errorCode: failure.errorCode ?? null };
    }),
  },
}).createMachine({
  id: 'systemStatus',
  context: { data: null, errorKey: null, errorCode: null, attempts: 0 },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      entry: 'countAttempt',
      invoke: {
        id: 'loadSystem',
        src: 'loadSystem',
        onDone: {
          target: 'deciding',
          actions: { type: 'keepData', params: ({ event }) => ({ data: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      after: { requestTimeout: { target: 'failed', actions: 'markTimeout' } },
    },
    // Maintenance wins over region restriction (spec 01 §4).
    deciding: {
      always: [
        { guard: 'isMaintenance', target: 'maintenance' },
        { guard: 'isRegionBlocked', target: 'regionBlocked' },
        { target: 'normal' },
      ],
    },
    normal: {
      tags: ['ready'],
      // A later status check (e.g. after a game reports maintenance) reloads without leaving the app.
      on: { 'system.refresh': 'refreshing' },
    },
    refreshing: {
      tags: ['ready'],
      invoke: {
        id: 'refreshSystem',
        src: 'loadSystem',
        onDone: {
          target: 'deciding',
          actions: { type: 'keepData', params: ({ event }) => ({ data: event.output }) },
        },
        // The app already runs: a failed background check keeps the last known state.
        onError: { target: 'normal' },
      },
    },
    maintenance: {
      tags: ['blocked'],
      on: { 'system.retry': 'loading' },
    },
    regionBlocked: {
      tags: ['blocked'],
      on: { 'system.retry': 'loading' },
    },
    failed: {
      tags: ['failed'],
      on: { 'system.retry': 'loading' },
    },
  },
});
