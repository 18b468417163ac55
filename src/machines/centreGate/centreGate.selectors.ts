import type { SnapshotFrom } from 'xstate';
import type { centreGateMachine } from './centreGate.machine';

type Snap = SnapshotFrom<typeof centreGateMachine>;

/** The gate lets the centre show (the hook also checks what its own render saw). */
export const selectCentreOpen = (s: Snap) => s.matches('open');
