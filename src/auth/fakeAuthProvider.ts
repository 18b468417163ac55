import type { SocialProvider } from './authProvider';
import { AuthProviderError, type AuthProvider } from './authProvider';

/**
 * The provider the mock scenarios use: no network, codes simulated. Every phone-authentication
 * error of spec 01 §8 can be produced on purpose, by number or by code, so stories and tests can
 * show each message.
 */
export const FAKE_PROVIDER_CODE = '123456';

/** Phone numbers (digits, any prefix) that make `sendPhoneCode` fail with a given code. */
export const FAKE_SEND_FAILURES: Readonly<Record<string, string>> = {
  '0000000': 'auth/invalid-phone-number',
  '1111111': 'auth/too-many-requests',
  '2222222': 'auth/captcha-check-failed',
  '3333333': 'auth/quota-exceeded',
  '4444444': 'auth/operation-not-allowed',
};

/** Codes that make `confirmPhoneCode` fail with a given code. */
export const FAKE_CONFIRM_FAILURES: Readonly<Record<string, string>> = {
  '000000': 'auth/invalid-verification-code',
  '999999': 'auth/code-expired',
};

export function createFakeAuthProvider(options: { popupClosed?: boolean } = {}): AuthProvider {
  let phone: string | null = null;
  return {
    kind: 'fake',
    async sendPhoneCode(phoneE164) {
      const digits = phoneE164.replace(/\D/g, '');
      if (digits === '') throw new AuthProviderError('auth/missing-phone-number');
      const failure = Object.entries(FAKE_SEND_FAILURES).find(([suffix]) => digits.endsWith(suffix));
      if (failure) throw new AuthProviderError(failure[1]);
      if (digits.length < 8) throw new AuthProviderError('auth/invalid-phone-number');
      phone = digits;
    },
    async confirmPhoneCode(code) {
      if (code === '') throw new AuthProviderError('auth/missing-verification-code');
      const failure = FAKE_CONFIRM_FAILURES[code];
      if (failure) throw new AuthProviderError(failure);
      if (!phone) throw new AuthProviderError('auth/code-expired');
      if (code !== FAKE_PROVIDER_CODE) throw new AuthProviderError('auth/invalid-verification-code');
      // The mock backend reads the phone number back out of this token.
      return `fake-firebase:${phone}`;
    },
    async signInWithPopup(provider: SocialProvider) {
      if (options.popupClosed) throw new AuthProviderError('auth/popup-closed-by-user');
      return `fake-firebase-social:${provider}`;
    },
    async signOut() {
      phone = null;
    },
  };
}
