import { REMEMBER_ME_TTL_MS, STORAGE_KEYS } from '@/config/constants';

/**
 * Remember me without a password (ADR 008): the username, or the mobile number with its dialing
 * code, kept for 24 hours; the password goes to the browser's password manager only (autocomplete
 * attributes and, where present, the Credential Management API).
 */
interface Remembered {
  value: string;
  countryDialingCode?: string;
  expiresAt: number;
}

type Kind = 'username' | 'mobile';
const KEY: Record<Kind, string> = {
  username: STORAGE_KEYS.rememberedUsername,
  mobile: STORAGE_KEYS.rememberedMobile,
};

export function remember(kind: Kind, value: string, countryDialingCode?: string, now = Date.now()): void {
  const entry: Remembered = {
    value,
    expiresAt: now + REMEMBER_ME_TTL_MS,
    ...(countryDialingCode ? { countryDialingCode } : {}),
  };
  try {
    localStorage.setItem(KEY[kind], JSON.stringify(entry));
  } catch {
    // Storage may be unavailable (private mode); remembering is a convenience.
  }
}

export function forget(kind: Kind): void {
  try {
    localStorage.removeItem(KEY[kind]);
  } catch {
    // ignore
  }
}

export function recall(kind: Kind, now = Date.now()): { value: string; countryDialingCode?: string } | null {
  try {
    const raw = localStorage.getItem(KEY[kind]);
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<Remembered>;
    if (typeof entry.value !== 'string' || typeof entry.expiresAt !== 'number' || entry.expiresAt <= now) {
      localStorage.removeItem(KEY[kind]);
      return null;
    }
    return {
      value: entry.value,
      ...(entry.countryDialingCode ? { countryDialingCode: entry.countryDialingCode } : {}),
    };
  } catch {
    return null;
  }
}

/** Hands the credential to the browser's password manager where the Credential Management API exists. */
export async function offerToPasswordManager(id: string, password: string): Promise<void> {
  const PasswordCredentialCtor = (
    globalThis as { PasswordCredential?: new (data: { id: string; password: string }) => Credential }
  ).PasswordCredential;
  if (!PasswordCredentialCtor || !navigator.credentials?.store) return;
  try {
    await navigator.credentials.store(new PasswordCredentialCtor({ id, password }));
  } catch {
    // The browser may refuse (no user gesture, policy): the autocomplete attributes still apply.
  }
}
