import type { SnapshotFrom } from 'xstate';
import type { feedbackMachine } from './feedback.machine';

type Snapshot = SnapshotFrom<typeof feedbackMachine>;

/** What the screen draws (ADR 013: screens select slices), compared with `shallowEqual`. */
export const selectFeedbackView = (s: Snapshot) => ({
  busy: s.hasTag('busy'),
  sent: s.hasTag('sent'),
  fieldErrors: s.context.fieldErrors,
  failure: s.context.failure,
});
