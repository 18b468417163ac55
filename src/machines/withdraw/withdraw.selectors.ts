import type { SnapshotFrom } from 'xstate';
import type { withdrawMachine } from './withdraw.machine';

type Snapshot = SnapshotFrom<typeof withdrawMachine>;

/** What the screen draws (ADR 013: screens select slices), compared with `shallowEqual`. */
export const selectWithdrawView = (s: Snapshot) => ({
  loading: s.hasTag('loading'),
  loadFailed: s.hasTag('loadFailed'),
  busy: s.hasTag('busy'),
  checking: s.hasTag('checking'),
  outcomeUnknown: s.hasTag('outcomeUnknown'),
  needsBankCard: s.matches('needsBankCard'),
  needsPassword: s.matches('needsWithdrawalPassword'),
  done: s.status === 'done',
  setup: s.context.setup,
  fieldErrors: s.context.fieldErrors,
  failure: s.context.failure,
  transactionId: s.context.transactionId,
  /** The amount the machine sent (the result shows it): never the password that went with it. */
  sentAmount: s.context.request?.amount ?? null,
});
