import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthProvider } from './authProvider';
import { createFirebaseAuthProvider } from './firebaseAuthProvider';
import { endProviderSignIn, LEGACY_FIREBASE_DATABASE, setAuthProvider } from './index';

/**
 * The provider's sign-in outlives neither its token nor the session (ADR 036, spec 01 §4): Firebase
 * keeps its user in memory only, signs out once the ID token is taken, and the logout removes what
 * an older build persisted of it. firebase itself is replaced: what matters is what the site asks of it.
 */
const firebase = vi.hoisted(() => {
  const user = { getIdToken: vi.fn(() => Promise.resolve('id-token')) };
  const inMemoryPersistence = { type: 'NONE' };
  const browserPopupRedirectResolver = { resolver: 'popup' };
  const auth = { settings: { appVerificationDisabledForTesting: false } };
  return {
    user,
    inMemoryPersistence,
    browserPopupRedirectResolver,
    auth,
    confirm: vi.fn(() => Promise.resolve({ user })),
    initializeAuth: vi.fn(() => auth),
    getAuth: vi.fn(() => auth),
    signOut: vi.fn(() => Promise.resolve()),
    signInWithPopup: vi.fn(() => Promise.resolve({ user })),
  };
});

vi.mock('firebase/app', () => ({
  getApps: () => [],
  initializeApp: () => ({ name: '[DEFAULT]' }),
}));

vi.mock('firebase/auth', () => ({
  initializeAuth: firebase.initializeAuth,
  getAuth: firebase.getAuth,
  inMemoryPersistence: firebase.inMemoryPersistence,
  browserPopupRedirectResolver: firebase.browserPopupRedirectResolver,
  connectAuthEmulator: vi.fn(),
  signOut: firebase.signOut,
  signInWithPopup: firebase.signInWithPopup,
  signInWithPhoneNumber: vi.fn(() => Promise.resolve({ confirm: firebase.confirm })),
  RecaptchaVerifier: class {},
  GoogleAuthProvider: class {},
  FacebookAuthProvider: class {},
}));

beforeEach(() => {
  firebase.signOut.mockClear();
  firebase.initializeAuth.mockClear();
  firebase.getAuth.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthProvider(null);
  localStorage.clear();
  sessionStorage.clear();
});

describe('the Firebase provider', () => {
  it('keeps its sign-in in memory only: never the default persistence, which stores the user in IndexedDB', async () => {
    const provider = createFirebaseAuthProvider({ apiKey: 'key' });
    await provider.signInWithPopup('google');
    expect(firebase.getAuth).not.toHaveBeenCalled();
    expect(firebase.initializeAuth).toHaveBeenCalledWith(expect.anything(), {
      persistence: firebase.inMemoryPersistence,
      popupRedirectResolver: firebase.browserPopupRedirectResolver,
    });
  });

  it('signs out as soon as a confirmed phone code has given its ID token', async () => {
    const provider = createFirebaseAuthProvider({ apiKey: 'key' });
    await provider.sendPhoneCode('+60123456789', 'recaptcha');
    expect(firebase.signOut).not.toHaveBeenCalled();
    expect(await provider.confirmPhoneCode('123456')).toBe('id-token');
    expect(firebase.signOut).toHaveBeenCalledWith(firebase.auth);
    // The code is spent with the sign-in: a second confirmation is the expired-code message's case.
    await expect(provider.confirmPhoneCode('123456')).rejects.toMatchObject({ code: 'auth/code-expired' });
  });

  it('keeps the sent code after a wrong one, so the player can type the right one', async () => {
    const provider = createFirebaseAuthProvider({ apiKey: 'key' });
    await provider.sendPhoneCode('+60123456789', 'recaptcha');
    firebase.confirm.mockRejectedValueOnce({ code: 'auth/invalid-verification-code' });
    await expect(provider.confirmPhoneCode('000000')).rejects.toMatchObject({
      code: 'auth/invalid-verification-code',
    });
    expect(firebase.signOut).not.toHaveBeenCalled();
    expect(await provider.confirmPhoneCode('123456')).toBe('id-token');
  });

  it('signs out after a social popup has given its ID token, and when the token cannot be read', async () => {
    const provider = createFirebaseAuthProvider({ apiKey: 'key' });
    expect(await provider.signInWithPopup('facebook')).toBe('id-token');
    expect(firebase.signOut).toHaveBeenCalledTimes(1);
    firebase.user.getIdToken.mockRejectedValueOnce({ code: 'auth/network-request-failed' });
    await expect(provider.signInWithPopup('google')).rejects.toMatchObject({
      code: 'auth/network-request-failed',
    });
    expect(firebase.signOut).toHaveBeenCalledTimes(2);
  });

  it('a sign-out never loads firebase: a page that never signed in has nothing of it in memory', async () => {
    const provider = createFirebaseAuthProvider({ apiKey: 'key' });
    await provider.signOut();
    expect(firebase.initializeAuth).not.toHaveBeenCalled();
    expect(firebase.signOut).not.toHaveBeenCalled();
  });
});

describe('the end of a session', () => {
  it("signs the provider out (the logout's and a refused token's part)", async () => {
    const signOut = vi.fn(() => Promise.resolve());
    const provider: AuthProvider = {
      kind: 'firebase',
      sendPhoneCode: () => Promise.resolve(),
      confirmPhoneCode: () => Promise.resolve('t'),
      signInWithPopup: () => Promise.resolve('t'),
      signOut,
    };
    setAuthProvider(provider);
    await endProviderSignIn();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it("removes an older build's persisted Firebase user: its IndexedDB database and its storage keys", async () => {
    // jsdom has no IndexedDB: the browser's call is what is checked.
    const deleteDatabase = vi.fn();
    vi.stubGlobal('indexedDB', { deleteDatabase });
    localStorage.setItem('firebase:authUser:key:[DEFAULT]', '{"stsTokenManager":{"refreshToken":"r"}}');
    sessionStorage.setItem('firebase:authUser:key:[DEFAULT]', '{}');
    localStorage.setItem('theme', 'dark');
    await endProviderSignIn();
    expect(deleteDatabase).toHaveBeenCalledWith(LEGACY_FIREBASE_DATABASE);
    expect(LEGACY_FIREBASE_DATABASE).toBe('firebaseLocalStorageDb');
    expect(Object.keys(localStorage)).toEqual(['theme']);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });
});
