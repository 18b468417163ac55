import { definePathSuite } from './harness';
import { jackpotMachine } from '@/machines/jackpot/jackpot.machine';

export const jackpotPaths = definePathSuite({
  name: 'jackpot',
  machine: jackpotMachine,
  input: { now: Date.UTC(2026, 0, 1, 12) },
  // The value rises forever; it is checked by the unit test, not by the state identity.
  ignoreContext: ['value'],
});
