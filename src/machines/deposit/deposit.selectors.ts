import type { SnapshotFrom } from 'xstate';
import type { depositMachine } from './deposit.machine';

type Snapshot = SnapshotFrom<typeof depositMachine>;

/** What the deposit form draws (ADR 013: screens select slices), compared with `shallowEqual`. */
export const selectDepositView = (s: Snapshot) => ({
  loading: s.hasTag('loading'),
  loadFailed: s.hasTag('loadFailed'),
  disabled: s.hasTag('disabled'),
  busy: s.hasTag('busy'),
  checking: s.hasTag('checking'),
  outcomeUnknown: s.hasTag('outcomeUnknown'),
  result: s.hasTag('result'),
  setup: s.context.setup,
  fieldErrors: s.context.fieldErrors,
  failure: s.context.failure,
  submitted: s.context.submitted,
});
