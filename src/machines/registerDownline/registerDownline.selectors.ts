import type { SnapshotFrom } from 'xstate';
import type { registerDownlineMachine } from './registerDownline.machine';

type Snapshot = SnapshotFrom<typeof registerDownlineMachine>;

export const selectRegisterDownlineBusy = (s: Snapshot) => s.hasTag('busy');
/** The downline just registered, while the form shows it. */
export const selectRegisteredDownline = (s: Snapshot) => (s.hasTag('registered') ? s.context.downline : null);
export const selectRegisterDownlineErrors = (s: Snapshot) => s.context.fieldErrors;
export const selectRegisterDownlineFailure = (s: Snapshot) => s.context.failure;
