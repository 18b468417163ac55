import { env } from '@/config/env';
import type { AuthProvider } from './authProvider';
import { createFakeAuthProvider } from './fakeAuthProvider';

/**
 * The provider for this build: firebase when configured (and not running against the mock), the
 * fake otherwise. Created on first use; firebase itself loads only when a flow calls it.
 */
let provider: AuthProvider | null = null;

export async function getAuthProvider(): Promise<AuthProvider> {
  if (provider) return provider;
  const fb = env.firebase;
  if (fb && !env.useMock) {
    const { createFirebaseAuthProvider } = await import('./firebaseAuthProvider');
    provider = createFirebaseAuthProvider(fb);
  } else {
    provider = createFakeAuthProvider();
  }
  return provider;
}

/** Tests and stories swap the provider. */
export function setAuthProvider(next: AuthProvider | null): void {
  provider = next;
}
