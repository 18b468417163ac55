import { assign, fromPromise, setup } from 'xstate';
import type { RealityCheckMinutes, RgSessionValue } from '@/contracts/responsibleGambling.contract';
import { toFailure, type Failure } from '../shared/failure';

/**
 * The reality check (UKGC RTS 13; ADR 043): every `minutes` of play a dialog shows the time since
 * login and what was staked, won and the net position in the session (exact figures from
 * `/wps/rg/session`), with "Continue" (the next check is `minutes` away) and "Stop playing"
 * (`stopPlaying`, provided by the screen: the game frame closes and the player is logged out).
 *
 * Time is the actor's clock: the `interval` delay runs on whatever clock the actor was created with
 * (`createActor(machine, { clock })`, a simulated one in tests, the page's timers on the site, which
 * Playwright's `page.clock` moves), so no test waits out minutes.
 */
export interface RealityCheckInput {
  /** The player's interval, or the merchant's default (`settings.realityCheckMinutes`); 0 = off. */
  minutes: RealityCheckMinutes;
  /**
   * How long the session had run when the check started (now − the session's `since`), 0 when unknown.
   * The first check comes at the next whole interval since login, so a reload does not restart the count
   * (ADR 043).
   */
  playedMs?: number;
}

export interface RealityCheckContext {
  minutes: RealityCheckMinutes;
  /** The session's time already played into the interval being counted; 0 once a whole one counts. */
  playedMs: number;
  /** The session's figures when the check came due; null while they load or when they could not. */
  figures: RgSessionValue | null;
  failure: Failure | null;
}

export type RealityCheckEvent =
  /** The player chose another interval (the responsible-gaming page), or it was loaded. */
  | { type: 'reality.configure'; minutes: RealityCheckMinutes }
  | { type: 'reality.continue' }
  | { type: 'reality.stop' };

export type RealityCheckTag = 'counting' | 'dialog' | 'busy';

export const realityCheckMachine = setup({
  types: {
    context: {} as RealityCheckContext,
    events: {} as RealityCheckEvent,
    input: {} as RealityCheckInput,
    tags: {} as RealityCheckTag,
  },
  actors: {
    loadFigures: fromPromise<RgSessionValue>(async () => {
      throw new Error('loadFigures not provided');
    }),
  },
  actions: {
    /** Performed by the screen: close any game in the site's frame, then the session's logout. */
    stopPlaying: () => undefined,
    // A new interval counts whole from the choice.
    setMinutes: assign((_, params: { minutes: RealityCheckMinutes }) => ({
      minutes: params.minutes,
      playedMs: 0,
    })),
    setFigures: assign((_, params: { figures: RgSessionValue }) => ({
      figures: params.figures,
      failure: null,
    })),
    setFailure: assign((_, params: { error: unknown }) => ({
      figures: null,
      failure: toFailure(params.error),
    })),
    // "Continue" counts a whole interval again.
    clearCheck: assign({ figures: null, failure: null, playedMs: 0 }),
  },
  delays: {
    // The spec's own deadline (the player's interval), not a request: ADR 013 keeps it in the machine.
    interval: ({ context }) => {
      const whole = context.minutes * 60_000;
      return whole - (context.playedMs % whole);
    },
  },
  guards: {
    isOff: (_, params: { minutes: RealityCheckMinutes }) => params.minutes === 0,
  },
}).createMachine({
  id: 'realityCheck',
  initial: 'choosing',
  context: ({ input }) => ({
    minutes: input.minutes,
    // A clock behind the backend's (or no answer) counts from now, never past a whole interval.
    playedMs: Number.isFinite(input.playedMs) ? Math.max(0, input.playedMs ?? 0) : 0,
    figures: null,
    failure: null,
  }),
  states: {
    choosing: {
      always: [
        { guard: { type: 'isOff', params: ({ context }) => ({ minutes: context.minutes }) }, target: 'off' },
        { target: 'counting' },
      ],
    },
    off: {
      on: {
        'reality.configure': {
          target: 'choosing',
          actions: { type: 'setMinutes', params: ({ event }) => ({ minutes: event.minutes }) },
        },
      },
    },
    counting: {
      tags: ['counting'],
      after: { interval: { target: 'loading' } },
      on: {
        // A new interval counts from the choice.
        'reality.configure': {
          target: 'choosing',
          actions: { type: 'setMinutes', params: ({ event }) => ({ minutes: event.minutes }) },
        },
      },
    },
    // The dialog is up at once; its figures follow. A failed or timed-out call (the client's deadline,
    // ADR 013) still shows the dialog, with the failure instead of the figures: the check must happen.
    loading: {
      tags: ['dialog', 'busy'],
      invoke: {
        id: 'loadFigures',
        src: 'loadFigures',
        onDone: {
          target: 'due',
          actions: { type: 'setFigures', params: ({ event }) => ({ figures: event.output }) },
        },
        onError: {
          target: 'due',
          actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        'reality.configure': {
          actions: { type: 'setMinutes', params: ({ event }) => ({ minutes: event.minutes }) },
        },
        'reality.stop': { target: 'stopped' },
      },
    },
    due: {
      tags: ['dialog'],
      on: {
        'reality.continue': { target: 'choosing', actions: 'clearCheck' },
        'reality.stop': { target: 'stopped' },
        'reality.configure': {
          actions: { type: 'setMinutes', params: ({ event }) => ({ minutes: event.minutes }) },
        },
      },
    },
    stopped: { type: 'final', entry: 'stopPlaying' },
  },
});

export type RealityCheckMachine = typeof realityCheckMachine;
