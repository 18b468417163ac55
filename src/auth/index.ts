import { env } from '@/config/env';
import { AuthProviderError, type AuthProvider } from './authProvider';

/**
 * The provider for this build: firebase when configured (and not running against the mock); the
 * fake (codes simulated, any number accepted) only in builds that run on the mock backend, in
 * Storybook and in tests. A production build without a firebase config gets a provider that refuses
 * every call: phone and social sign-in are off there, and the fake must never answer a real player.
 * Created on first use; firebase itself loads only when a flow calls it.
 */
let provider: AuthProvider | null = null;

/**
 * Decided by compile-time constants so that a production build drops the fake's chunk entirely
 * (`env.useMock` is parsed at run time and would keep it in the bundle).
 */
const fakeAllowed =
  import.meta.env.VITE_USE_MOCK === 'true' ||
  import.meta.env.MODE === 'test' ||
  import.meta.env.STORYBOOK === 'true';

/** What a build without any configured provider answers: the spec 01 §8 "not allowed" message. */
export const unavailableAuthProvider: AuthProvider = {
  kind: 'none',
  sendPhoneCode: () => Promise.reject(new AuthProviderError('auth/operation-not-allowed')),
  confirmPhoneCode: () => Promise.reject(new AuthProviderError('auth/operation-not-allowed')),
  signInWithPopup: () => Promise.reject(new AuthProviderError('auth/operation-not-allowed')),
};

export async function getAuthProvider(): Promise<AuthProvider> {
  if (provider) return provider;
  const fb = env.firebase;
  // The Auth emulator is a stand-in like the mock backend, so the two run together (ADR 047).
  if (fb && (!env.useMock || fb.emulatorUrl)) {
    const { createFirebaseAuthProvider } = await import('./firebaseAuthProvider');
    provider = createFirebaseAuthProvider(fb);
  } else if (fakeAllowed) {
    const { createFakeAuthProvider } = await import('./fakeAuthProvider');
    provider = createFakeAuthProvider();
  } else {
    provider = unavailableAuthProvider;
  }
  return provider;
}

/** Tests and stories swap the provider. */
export function setAuthProvider(next: AuthProvider | null): void {
  provider = next;
}
