import { assign, fromPromise, setup } from 'xstate';
import type { CountryEntry, RoutersValue, StatusValue } from '@/contracts/system.contract';
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

/** Boot must not hang on a stalled connection: a little above the API client's own 15 s timeout. */
export const BOOT_TIMEOUT_MS = 20_000;

function errorFields(error: unknown): { errorKey: string; errorCode: string | null } {
  if (error && typeof error === 'object') {
    const e = error as { messageKey?: unknown; errorCode?: unknown };
    return {
      errorKey: typeof e.messageKey === 'string' ? e.messageKey : 'errors:system',
      errorCode: typeof e.errorCode === 'string' ? e.errorCode : null,
    };
  }
  return { errorKey: 'errors:system', errorCode: null };
}

export const systemStatusMachine = setup({
  types: {
    context: {} as SystemStatusContext,
    events: {} as SystemStatusEvent,
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
    markTimeout: assign({ errorKey: 'errors:slow', errorCode: null }),
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
        onDone: { target: 'deciding', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign(({ event }) => errorFields(event.error)) },
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
        onDone: { target: 'deciding', actions: assign({ data: ({ event }) => event.output }) },
        // The app already runs: a failed background check keeps the last known state.
        onError: { target: 'normal' },
      },
      after: { requestTimeout: { target: 'normal' } },
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
