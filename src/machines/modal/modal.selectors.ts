import type { SnapshotFrom } from 'xstate';
import type { modalMachine } from './modal.machine';

type Snap = SnapshotFrom<typeof modalMachine>;

export const selectModalShown = (s: Snap) => s.hasTag('shown');
export const selectModalClosing = (s: Snap) => s.hasTag('closing');
export const selectCloseAnimationMs = (s: Snap) => s.context.closeAnimationMs;
