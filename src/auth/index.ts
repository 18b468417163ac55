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
  signOut: () => Promise.resolve(),
};

export async function getAuthProvider(): Promise<AuthProvider> {
  if (provider) return provider;
  const fb = env.firebase;
  // The Auth emulator is a stand-in like the mock backend, so the two run together (ADR 047).
  if (fb && (!env.useMock || fb.emulatorUrl)) {
    const { createFirebaseAuthProvider } = await import('./firebaseAuthProvider');
    // This build keeps nothing of Firebase on the device; an older build's copy goes before a new sign-in.
    forgetLegacyFirebaseStorage();
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

/**
 * Where builds before in-memory persistence kept the Firebase user, refresh token included:
 * Firebase's IndexedDB database, and its `firebase:authUser:…` keys where IndexedDB was missing.
 */
export const LEGACY_FIREBASE_DATABASE = 'firebaseLocalStorageDb';
const LEGACY_FIREBASE_KEY_PREFIX = 'firebase:';

function forgetLegacyFirebaseStorage(): void {
  try {
    globalThis.indexedDB?.deleteDatabase(LEGACY_FIREBASE_DATABASE);
  } catch {
    // IndexedDB blocked (private mode, sandbox): no older build could write there either.
  }
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    try {
      const storage = globalThis[area];
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
      for (const key of keys) if (key?.startsWith(LEGACY_FIREBASE_KEY_PREFIX)) storage.removeItem(key);
    } catch {
      // Storage unreachable: nothing was written there.
    }
  }
}

/**
 * The logout's and the refused token's part in the provider (ADR 036, spec 01 §4): the provider's
 * sign-in ends, if this page ever made one, and what an older build persisted of it goes, so the next
 * person on a shared device cannot sign in as this player. Never loads the provider to do it.
 */
export async function endProviderSignIn(): Promise<void> {
  forgetLegacyFirebaseStorage();
  await provider?.signOut();
}
