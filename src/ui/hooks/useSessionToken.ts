import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '@/api/session-store';
import { useIsLoggedIn } from './useSession';

/**
 * The session token while the session actor says the member is logged in, else null. The actor
 * decides (a forced password change or a refused token is not a session); the store only holds
 * the value, which keys member-scoped queries.
 */
export function useSessionToken(): string | null {
  const loggedIn = useIsLoggedIn();
  const token = useSyncExternalStore(
    subscribeSession,
    () => getSession().token,
    () => null,
  );
  return loggedIn ? token : null;
}
