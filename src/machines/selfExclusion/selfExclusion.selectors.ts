import type { SnapshotFrom } from 'xstate';
import type { selfExclusionMachine } from './selfExclusion.machine';

type Snapshot = SnapshotFrom<typeof selfExclusionMachine>;

export const selectExclusionView = (s: Snapshot) => ({
  choice: s.context.choice,
  failure: s.context.failure,
});
export const selectExclusionStep = (s: Snapshot): 'choosing' | 'confirming' | 'finalConfirm' | 'done' =>
  s.hasTag('done')
    ? 'done'
    : s.hasTag('finalConfirm')
      ? 'finalConfirm'
      : s.hasTag('confirming')
        ? 'confirming'
        : 'choosing';
export const selectExclusionBusy = (s: Snapshot) => s.hasTag('busy');
