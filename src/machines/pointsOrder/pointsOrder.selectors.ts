import type { SnapshotFrom } from 'xstate';
import type { pointsOrderMachine } from './pointsOrder.machine';

type Snapshot = SnapshotFrom<typeof pointsOrderMachine>;

/** What the screen draws (ADR 013: screens select slices), compared with `shallowEqual`. */
export const selectPointsOrderView = (s: Snapshot) => ({
  busy: s.hasTag('busy'),
  checking: s.hasTag('checking'),
  outcomeUnknown: s.hasTag('outcomeUnknown'),
  done: s.hasTag('done'),
  fieldErrors: s.context.fieldErrors,
  failure: s.context.failure,
  request: s.context.request,
});
