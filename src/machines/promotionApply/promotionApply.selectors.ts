import type { SnapshotFrom } from 'xstate';
import type { promotionApplyMachine } from './promotionApply.machine';

type Snapshot = SnapshotFrom<typeof promotionApplyMachine>;

/** What the screen draws (ADR 013: screens select slices), compared with `shallowEqual`. */
export const selectPromotionApplyView = (s: Snapshot) => ({
  busy: s.hasTag('busy'),
  applied: s.hasTag('applied'),
  fieldErrors: s.context.fieldErrors,
  failure: s.context.failure,
});
