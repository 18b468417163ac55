import type { SnapshotFrom } from 'xstate';
import type { RealityCheckMachine } from './realityCheck.machine';

type Snapshot = SnapshotFrom<RealityCheckMachine>;

export const selectRealityCheckOpen = (s: Snapshot) => s.hasTag('dialog');
export const selectRealityCheckBusy = (s: Snapshot) => s.hasTag('busy');
export const selectRealityCheckFigures = (s: Snapshot) => s.context.figures;
export const selectRealityCheckFailure = (s: Snapshot) => s.context.failure;
