import type { Auth, ConfirmationResult } from 'firebase/auth';
import type * as FirebaseAuth from 'firebase/auth';
import type { SocialProvider } from './authProvider';
import { AuthProviderError, type AuthProvider } from './authProvider';

export interface FirebaseSettings {
  apiKey: string;
  authDomain?: string;
  projectId?: string;
  appId?: string;
  /**
   * The Firebase Auth emulator's address (`http://127.0.0.1:9399`), from VITE_FIREBASE_AUTH_EMULATOR_URL:
   * integration tests and by-hand runs only (ADR 047); a build without it talks to Firebase itself.
   */
  emulatorUrl?: string;
}

/**
 * The real provider: firebase 12 modular API. This file is the only importer of `firebase/*` and
 * loads it only by dynamic import (the type imports are erased), so the ~35 kB gz of firebase/auth loads when a flow needs it.
 *
 * Firebase is asked for one thing, the ID token that `session.login` and `registration.register`
 * carry (spec 01 §4); the WPS token is the session (spec 01 §3). So the sign-in is kept in memory
 * only, never in IndexedDB or storage where its refresh token would outlive the logout on a shared
 * device, and it is signed out as soon as the token is taken (ADR 036: nothing outlives the session).
 */
export function createFirebaseAuthProvider(settings: FirebaseSettings): AuthProvider {
  let authPromise: Promise<{ auth: Auth; mod: typeof FirebaseAuth }> | null = null;
  let confirmation: ConfirmationResult | null = null;

  function load() {
    authPromise ??= (async () => {
      const [{ initializeApp, getApps }, mod] = await Promise.all([
        import('firebase/app'),
        import('firebase/auth'),
      ]);
      const config: Record<string, string> = { apiKey: settings.apiKey };
      if (settings.authDomain) config.authDomain = settings.authDomain;
      if (settings.projectId) config.projectId = settings.projectId;
      if (settings.appId) config.appId = settings.appId;
      const app = getApps()[0] ?? initializeApp(config);
      // Not getAuth: its default persistence opens IndexedDB (firebaseLocalStorageDb) and keeps the
      // user there. The popup resolver is what getAuth would add, for the social popups.
      const auth = mod.initializeAuth(app, {
        persistence: mod.inMemoryPersistence,
        popupRedirectResolver: mod.browserPopupRedirectResolver,
      });
      if (settings.emulatorUrl) {
        mod.connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });
        // The emulator checks no reCAPTCHA; the SDK's stand-in verifier loads no Google script (ADR 047).
        auth.settings.appVerificationDisabledForTesting = true;
      }
      return { auth, mod };
    })();
    return authPromise;
  }

  /** The token is taken: the in-memory user goes too, so nothing of it is left to refresh. */
  async function signOutNow(auth: Auth, mod: typeof FirebaseAuth): Promise<void> {
    confirmation = null;
    try {
      await mod.signOut(auth);
    } catch {
      // An in-memory sign-out has nothing to fail on; the token already taken stays valid for the call.
    }
  }

  const rethrow = (error: unknown): never => {
    const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
    throw new AuthProviderError(typeof code === 'string' ? code : 'auth/internal-error');
  };

  return {
    kind: 'firebase',
    async sendPhoneCode(phoneE164, recaptchaContainer) {
      const { auth, mod } = await load();
      try {
        const verifier = new mod.RecaptchaVerifier(auth, recaptchaContainer, { size: 'invisible' });
        confirmation = await mod.signInWithPhoneNumber(auth, phoneE164, verifier);
      } catch (error) {
        rethrow(error);
      }
    },
    async confirmPhoneCode(code) {
      if (!confirmation) throw new AuthProviderError('auth/code-expired');
      const { auth, mod } = await load();
      try {
        // A wrong code rejects here and keeps the confirmation: the player may type the right one.
        const credential = await confirmation.confirm(code);
        try {
          return await credential.user.getIdToken();
        } finally {
          await signOutNow(auth, mod);
        }
      } catch (error) {
        return rethrow(error);
      }
    },
    async signInWithPopup(provider: SocialProvider) {
      const { auth, mod } = await load();
      try {
        const p = provider === 'google' ? new mod.GoogleAuthProvider() : new mod.FacebookAuthProvider();
        const credential = await mod.signInWithPopup(auth, p);
        try {
          return await credential.user.getIdToken();
        } finally {
          await signOutNow(auth, mod);
        }
      } catch (error) {
        return rethrow(error);
      }
    },
    async signOut() {
      // Never loads firebase only to sign out: if it never loaded, nothing of it is in memory.
      const loaded = await authPromise?.catch(() => null);
      if (loaded) await signOutNow(loaded.auth, loaded.mod);
    },
  };
}
