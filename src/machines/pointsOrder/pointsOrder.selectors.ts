import type { SnapshotFrom } from 'xstate';
import { selectCheckedSubmit } from '../shared/checkedSubmit';
import type { pointsOrderMachine } from './pointsOrder.machine';

type Snapshot = SnapshotFrom<typeof pointsOrderMachine>;

/** What the screen draws (ADR 013: screens select slices), compared with `shallowEqual`. */
export const selectPointsOrderView = (s: Snapshot) => ({
  ...selectCheckedSubmit(s),
  done: s.hasTag('done'),
  fieldErrors: s.context.fieldErrors,
  request: s.context.request,
});
