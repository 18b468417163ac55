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

export function setSession(partial: Partial<Session>): void {
  const next: Session = { ...getSession(), ...partial };
  write(next);
  notify();
}

export function clearSession(): void {
  write({ ...EMPTY });
  notify();
}

export function subscribeSession(fn: (session: Session) => void): () => void {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}

export function getToken(): string | null {
  return getSession().token;
}
