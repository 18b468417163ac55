import type { SnapshotFrom } from 'xstate';
import type { forgotPasswordMachine } from './forgotPassword.machine';

/** The slice of forgot-password state the modal draws. */
export const selectForgotPasswordView = (s: SnapshotFrom<typeof forgotPasswordMachine>) => ({
  busy: s.hasTag('busy'),
  tab: s.context.tab,
  mobileEnabled: s.context.mobileEnabled,
  fieldErrors: s.context.fieldErrors,
  failure: s.context.failure,
});
