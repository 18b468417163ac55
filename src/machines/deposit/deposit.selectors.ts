import type { SnapshotFrom } from 'xstate';
import { selectCheckedSubmit } from '../shared/checkedSubmit';
import { selectSetupLoad } from '../shared/setupLoad';
import type { depositMachine } from './deposit.machine';

type Snapshot = SnapshotFrom<typeof depositMachine>;

/** What the deposit form draws (ADR 013: screens select slices), compared with `shallowEqual`. */
export const selectDepositView = (s: Snapshot) => ({
  ...selectSetupLoad(s),
  ...selectCheckedSubmit(s),
  disabled: s.hasTag('disabled'),
  result: s.hasTag('result'),
  setup: s.context.setup,
  fieldErrors: s.context.fieldErrors,
  submitted: s.context.submitted,
});
