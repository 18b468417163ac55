import { assign, fromPromise, setup } from 'xstate';
import type { DecimalString } from '@/money/money';
import { toFailure, type Failure } from '../shared/failure';

/** The member's raffle as the status call says: open with draws left, or finished for now. */
export interface RaffleStatus {
  open: boolean;
  /** Draws left; null when the server does not say. */
  remaining: number | null;
}

export interface RaffleContext {
  status: RaffleStatus | null;
  /** The last draw's prize. */
  prize: DecimalString | null;
  failure: Failure | null;
}

export type RaffleEvent = { type: 'raffle.draw' } | { type: 'raffle.again' } | { type: 'raffle.retry' };

export type RaffleTag = 'loading' | 'busy';

/**
 * The raffle promotion on the home page (spec 02 §1, wire protocol §1.8 rafflePromotion; ADR 031):
 * the member's status (draws left), a draw that sends exactly one claim (a second press while
 * it is out is no event any state takes), the prize, and the status asked again before another draw.
 * A refused draw keeps the block usable with the server's message; the API client's timeout ends a
 * call that never answers (ADR 013).
 */
export const raffleMachine = setup({
  types: {
    context: {} as RaffleContext,
    events: {} as RaffleEvent,
    tags: {} as RaffleTag,
  },
  actors: {
    loadStatus: fromPromise<RaffleStatus>(async () => {
      throw new Error('loadStatus not provided');
    }),
    draw: fromPromise<DecimalString>(async () => {
      throw new Error('draw not provided');
    }),
  },
  actions: {
    drawn: () => undefined,
    keepStatus: assign((_, params: { status: RaffleStatus }) => ({ status: params.status })),
    keepPrize: assign((_, params: { prize: DecimalString }) => ({ prize: params.prize, failure: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    forget: assign({ prize: null, failure: null }),
  },
  guards: {
    canDraw: (_, params: { status: RaffleStatus }) =>
      params.status.open && (params.status.remaining === null || params.status.remaining > 0),
  },
}).createMachine({
  id: 'raffle',
  context: { status: null, prize: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          {
            guard: { type: 'canDraw', params: ({ event }) => ({ status: event.output }) },
            target: 'ready',
            actions: { type: 'keepStatus', params: ({ event }) => ({ status: event.output }) },
          },
          {
            target: 'finished',
            actions: { type: 'keepStatus', params: ({ event }) => ({ status: event.output }) },
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'raffle.retry': { target: 'loading', actions: 'forget' } },
    },
    ready: {
      on: { 'raffle.draw': { target: 'drawing', actions: 'forget' } },
    },
    drawing: {
      tags: ['busy'],
      invoke: {
        id: 'draw',
        src: 'draw',
        onDone: {
          target: 'won',
          actions: [{ type: 'keepPrize', params: ({ event }) => ({ prize: event.output }) }, 'drawn'],
        },
        onError: {
          target: 'ready',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    won: {
      on: { 'raffle.again': { target: 'loading', actions: 'forget' } },
    },
    finished: {},
  },
});
