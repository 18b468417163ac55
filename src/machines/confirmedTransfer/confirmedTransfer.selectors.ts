import type { SnapshotFrom } from 'xstate';
import { selectCheckedSubmit } from '../shared/checkedSubmit';
import { selectSetupLoad } from '../shared/setupLoad';
import type { confirmedTransferMachine } from './confirmedTransfer.machine';

type Snapshot = SnapshotFrom<typeof confirmedTransferMachine>;

/** What the screen draws (ADR 013: screens select slices), compared with `shallowEqual`. */
export const selectConfirmedTransferView = (s: Snapshot) => ({
  ...selectSetupLoad(s),
  ...selectCheckedSubmit(s),
  notAllowed: s.hasTag('notAllowed'),
  needsPassword: s.hasTag('prerequisite'),
  passwordRequired: s.context.setup?.passwordRequired === true,
  confirming: s.hasTag('confirming'),
  sent: s.hasTag('sent'),
  available: s.context.setup?.available ?? null,
  transfer: s.context.request,
  fieldErrors: s.context.fieldErrors,
});
