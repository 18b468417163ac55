import type { SnapshotFrom } from 'xstate';
import { selectCheckedSubmit } from '../shared/checkedSubmit';
import { selectSetupLoad } from '../shared/setupLoad';
import type { withdrawMachine } from './withdraw.machine';

type Snapshot = SnapshotFrom<typeof withdrawMachine>;

/** What the screen draws (ADR 013: screens select slices), compared with `shallowEqual`. */
export const selectWithdrawView = (s: Snapshot) => ({
  ...selectSetupLoad(s),
  ...selectCheckedSubmit(s),
  needsBankCard: s.matches('needsBankCard'),
  needsPassword: s.matches('needsWithdrawalPassword'),
  done: s.status === 'done',
  setup: s.context.setup,
  fieldErrors: s.context.fieldErrors,
  transactionId: s.context.transactionId,
  /** The amount the machine sent (the result shows it): never the password that went with it. */
  sentAmount: s.context.request?.amount ?? null,
});
