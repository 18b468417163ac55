import type { SnapshotFrom } from 'xstate';
import type { registrationMachine } from './registration.machine';

/** The slice of registration state the modal draws. */
export const selectRegistrationView = (s: SnapshotFrom<typeof registrationMachine>) => ({
  step: s.matches('loadingSettings')
    ? ('loadingSettings' as const)
    : s.matches('loadFailed')
      ? ('loadFailed' as const)
      : s.matches('invitationCodeError')
        ? ('invitationCodeError' as const)
        : ('form' as const),
  busy: s.hasTag('busy'),
  settings: s.context.settings,
  tab: s.context.tab,
  smsVerification: s.context.smsVerification,
  affiliateFieldShown: s.context.affiliateFieldShown,
  captchaEnabled: s.context.captchaEnabled,
  usernameEnabled: s.context.usernameEnabled,
  mobileEnabled: s.context.mobileEnabled,
  fieldErrors: s.context.fieldErrors,
  failure: s.context.failure,
  termsWarning: s.context.termsWarning,
  termsAccepted: s.context.termsAccepted,
});
