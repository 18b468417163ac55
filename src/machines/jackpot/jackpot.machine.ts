import { assign, setup } from 'xstate';
import { JACKPOT_INCREMENT, JACKPOT_TICK_MS } from '@/config/constants';
import { groupThousands } from '@/money/money';

/**
 * The rng jackpot counter (spec 02 §3, §9): starts from a value derived from the time, rises by
 * 165.11 every 3000 ms while shown, pauses while hidden; stopping the actor (leaving the page) ends it.
 */
export const JACKPOT_BASE = 8_000_000;
/** Ticks per day: the start value wraps daily so it stays in a believable range. */
const TICKS_PER_DAY = 86_400_000 / JACKPOT_TICK_MS;

export const jackpotStartValue = (now: number): number => {
  const ticksToday = Math.floor(now / JACKPOT_TICK_MS) % TICKS_PER_DAY;
  return Math.round((JACKPOT_BASE + ticksToday * JACKPOT_INCREMENT) * 100) / 100;
};

export interface JackpotContext {
  value: number;
}

export type JackpotEvent = { type: 'jackpot.show' } | { type: 'jackpot.hide' };

export const jackpotMachine = setup({
  types: {
    context: {} as JackpotContext,
    events: {} as JackpotEvent,
    input: {} as { now: number },
  },
  delays: { tick: JACKPOT_TICK_MS },
  actions: {
    increment: assign(({ context }) => ({
      value: Math.round((context.value + JACKPOT_INCREMENT) * 100) / 100,
    })),
  },
}).createMachine({
  id: 'jackpot',
  initial: 'running',
  context: ({ input }) => ({ value: jackpotStartValue(input.now) }),
  states: {
    running: {
      after: { tick: { target: 'running', reenter: true, actions: 'increment' } },
      on: { 'jackpot.hide': 'paused' },
    },
    paused: { on: { 'jackpot.show': 'running' } },
  },
});

export type JackpotMachine = typeof jackpotMachine;

/**
 * Digits of the counter as shown: two decimals with thousands separators. Grouped as text, not with
 * toLocaleString, which builds a number formatter on every call (and loads locale data on the first).
 */
export const jackpotDigits = (value: number): string[] => groupThousands(value.toFixed(2)).split('');
