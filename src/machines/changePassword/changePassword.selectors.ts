import type { SnapshotFrom } from 'xstate';
import type { changePasswordMachine } from './changePassword.machine';

type Snap = SnapshotFrom<typeof changePasswordMachine>;

/** The slice of change-password state the modal draws; the old password is asked only when not known. */
export const selectChangePasswordView = (s: Snap) => ({
  fieldErrors: s.context.fieldErrors,
  failure: s.context.failure,
  askOldPassword: s.context.knownOldPassword === null && s.matches('editing'),
});
export const selectChangePasswordBusy = (s: Snap) => s.hasTag('busy');
