import type { SnapshotFrom } from 'xstate';
import type { raffleMachine } from './raffle.machine';

type Snapshot = SnapshotFrom<typeof raffleMachine>;

/** What the screen draws (ADR 013: screens select slices), compared with `shallowEqual`. */
export const selectRaffleView = (s: Snapshot) => ({
  state: s.value,
  busy: s.hasTag('busy'),
  remaining: s.context.status?.remaining ?? null,
  prize: s.context.prize,
  failure: s.context.failure,
});
