import type { SnapshotFrom } from 'xstate';
import type { claimMachine } from './claim.machine';

type Snapshot = SnapshotFrom<typeof claimMachine>;

/** What the screen draws (ADR 013: screens select slices), compared with `shallowEqual`. */
export const selectClaimView = (s: Snapshot) => ({
  claiming: s.context.claiming,
  claimed: s.context.claimed,
  outcome: s.context.outcome,
  failure: s.context.failure,
});
