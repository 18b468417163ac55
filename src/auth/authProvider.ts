/** Social sign-in through the provider's popup. */
export type SocialProvider = 'google' | 'facebook';

/**
 * The third-party authentication provider (spec 01 §1, §4): phone sign-in with its reCAPTCHA and
 * two social providers by popup. Errors reject with `{ code: 'auth/...' }`, which
 * `toFailure` maps to the phone-authentication messages of spec 01 §8.
 */
export interface AuthProvider {
  readonly kind: 'firebase' | 'fake' | 'none';
  /** Sends the SMS code; `recaptchaContainer` is the element id the invisible reCAPTCHA binds to. */
  sendPhoneCode(phoneE164: string, recaptchaContainer: string): Promise<void>;
  /** Checks the code of the last send; answers the provider's id token. */
  confirmPhoneCode(code: string): Promise<string>;
  signInWithPopup(provider: SocialProvider): Promise<string>;
  /**
   * Ends the provider's own sign-in, kept in memory only and already ended once a token is taken;
   * the logout and a refused token call it too (ADR 036). Never rejects.
   */
  signOut(): Promise<void>;
}

export class AuthProviderError extends Error {
  constructor(
    readonly code: string,
    message = code,
  ) {
    super(message);
    this.name = 'AuthProviderError';
  }
}

export function toE164(countryDialingCode: string, mobileNum: string): string {
  const cc = countryDialingCode.replace(/\D/g, '');
  const num = mobileNum.replace(/\D/g, '');
  return `+${num.startsWith(cc) && cc !== '' ? num : cc + num.replace(/^0+/, '')}`;
}
