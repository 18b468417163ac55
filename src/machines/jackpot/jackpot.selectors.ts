import type { SnapshotFrom } from 'xstate';
import type { jackpotMachine } from './jackpot.machine';

type Snap = SnapshotFrom<typeof jackpotMachine>;

export const selectJackpotValue = (s: Snap) => s.context.value;
