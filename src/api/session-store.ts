import { STORAGE_KEYS } from '@/config/constants';
import { clearPointsShopHandoff } from './points-handoff';

/**
 * The login session, kept in sessionStorage under the keys the legacy site used (spec 01 §3), so
 * a reload keeps the visitor logged in and a new tab does not. Works (in memory) when storage is
 * unavailable: private mode, sandboxed iframes, Node.
 */
export interface Session {
  token: string | null;
  /** Member type: 1, 2, 41, 42 agents; 4 trial account. */
  isAgent: number | null;
  memberLabel: string | null;
  customerId: string | null;
  account: string | null;
  username: string | null;
}

export const SESSION_KEYS = ['token', 'isAgent', 'memberLabel', 'customerId', 'account', 'username'] as const;
type SessionKey = (typeof SESSION_KEYS)[number];

const EMPTY: Session = {
  token: null,
  isAgent: null,
  memberLabel: null,
  customerId: null,
  account: null,
  username: null,
};

/** Set when a write failed: from then on memory is the source of truth for this page. */
let storageBroken = false;

function storage(): Storage | null {
  if (storageBroken) return null;
  try {
    const s = globalThis.sessionStorage;
    return s ?? null;
  } catch {
    // Accessing sessionStorage itself throws in some sandboxed contexts.
    return null;
  }
}

let memory: Session = { ...EMPTY };
let cached: Session | null = null;
const listeners = new Set<(session: Session) => void>();

function readKey(s: Storage, key: SessionKey): string | null {
  try {
    const v = s.getItem(key);
    return v === null || v === '' ? null : v;
  } catch {
    return null;
  }
}

function read(): Session {
  const s = storage();
  if (!s) return memory;
  const isAgentText = readKey(s, 'isAgent');
  const isAgent = isAgentText === null ? null : Number(isAgentText);
  return {
    token: readKey(s, 'token'),
    isAgent: isAgent === null || Number.isNaN(isAgent) ? null : isAgent,
    memberLabel: readKey(s, 'memberLabel'),
    customerId: readKey(s, 'customerId'),
    account: readKey(s, 'account'),
    username: readKey(s, 'username'),
  };
}

function write(next: Session): void {
  memory = next;
  const s = storage();
  if (!s) return;
  for (const key of SESSION_KEYS) {
    const v = next[key];
    try {
      if (v === null) s.removeItem(key);
      else s.setItem(key, String(v));
    } catch {
      // Quota or security errors: the in-memory copy serves this page from now on.
      storageBroken = true;
      return;
    }
  }
}

function sameSession(a: Session, b: Session): boolean {
  return SESSION_KEYS.every((k) => a[k] === b[k]);
}

/** The current session; the same object until something changes (safe for useSyncExternalStore). */
export function getSession(): Session {
  const current = storage() ? read() : memory;
  if (!cached || !sameSession(cached, current)) cached = current;
  return cached;
}

function notify(): void {
  const session = getSession();
  for (const fn of [...listeners]) fn(session);
}

/**
 * What else a session leaves in storage besides the keys above: the agent notice's "later" marker,
 * the points shop's errand note, the lottery favourites (LOTTFAV names the username) and the recent
 * searches (what a player looked for tells the next person on a shared device about them). Nothing
 * the session wrote outlives it (ADR 036), so these go when it ends and when another token
 * replaces it (a new login must not inherit the last one's marks).
 */
function forgetSessionMarks(): void {
  clearPointsShopHandoff();
  for (const [area, key] of [
    ['session', STORAGE_KEYS.contractRequestsDismissed],
    ['local', STORAGE_KEYS.lotteryFavourites],
    ['local', STORAGE_KEYS.recentSearches],
  ] as const) {
    try {
      (area === 'session' ? globalThis.sessionStorage : globalThis.localStorage)?.removeItem(key);
    } catch {
      // Storage unreachable: nothing was written there either.
    }
  }
}

export function setSession(partial: Partial<Session>): void {
  const current = getSession();
  if (partial.token !== undefined && partial.token !== null && partial.token !== current.token)
    forgetSessionMarks();
  write({ ...current, ...partial });
  notify();
}

/**
 * A token that may serve the forced password change and nothing else (spec 01 §4): kept in memory
 * only, so a reload ends it, and out of `getSession()`, so nothing reads it as "logged in".
 */
let restrictedToken: string | null = null;

export function clearSession(): void {
  restrictedToken = null;
  forgetSessionMarks();
  write({ ...EMPTY });
  notify();
}

/** Moves the stored token aside for the forced password change (spec 01 §4, ADR 013). */
export function restrictToPasswordChange(): void {
  const { token } = getSession();
  if (token === null) return;
  restrictedToken = token;
  write({ ...getSession(), token: null });
  notify();
}

/** The password changed: the held token becomes the session's. */
export function liftPasswordChangeRestriction(): void {
  if (restrictedToken === null) return;
  const token = restrictedToken;
  restrictedToken = null;
  setSession({ token });
}

export function subscribeSession(fn: (session: Session) => void): () => void {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}

/** The token the API client sends: the session's, or the one held for the forced change. */
export function getToken(): string | null {
  return getSession().token ?? restrictedToken;
}
