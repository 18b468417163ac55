import type { SnapshotFrom } from 'xstate';
import type { confirmedTransferMachine } from './confirmedTransfer.machine';

type Snapshot = SnapshotFrom<typeof confirmedTransferMachine>;

/** What the screen draws (ADR 013: screens select slices), compared with `shallowEqual`. */
export const selectConfirmedTransferView = (s: Snapshot) => ({
  loading: s.hasTag('loading'),
  loadFailed: s.hasTag('loadFailed'),
  notAllowed: s.hasTag('notAllowed'),
  needsPassword: s.hasTag('prerequisite'),
  passwordRequired: s.context.setup?.passwordRequired === true,
  confirming: s.hasTag('confirming'),
  busy: s.hasTag('busy'),
  checking: s.hasTag('checking'),
  outcomeUnknown: s.hasTag('outcomeUnknown'),
  sent: s.hasTag('sent'),
  available: s.context.setup?.available ?? null,
  transfer: s.context.request,
  fieldErrors: s.context.fieldErrors,
  failure: s.context.failure,
});
