import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './login.machine';

type Snap = SnapshotFrom<typeof loginMachine>;

/** The slice of login state the popup draws: it re-renders when one of these changes, not on every step. */
export const selectLoginView = (s: Snap) => ({
  tab: s.context.tab,
  fieldErrors: s.context.fieldErrors,
  failure: s.context.failure,
  captchaShown: s.context.captchaShown,
  captchaImage: s.context.captchaImage,
  captchaFailed: s.hasTag('captchaFailed'),
  freePlay: s.context.freePlay,
  social: s.context.social,
  smsLogin: s.context.smsLogin,
});
export const selectLoginBusy = (s: Snap) => s.hasTag('busy');
export const selectLoginVerifying = (s: Snap) => s.hasTag('humanVerification');
