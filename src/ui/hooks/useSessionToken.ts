import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '@/api/session-store';

/** The session token, re-rendering on login/logout/expiry. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(
    subscribeSession,
    () => getSession().token,
    () => null,
  );
}
