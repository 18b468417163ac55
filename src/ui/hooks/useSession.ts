import { createActorContext } from '@xstate/react';
import { sessionMachine, type MemberSummary } from '@/machines/session/session.machine';
import { selectBalanceHidden, selectLoggedIn, selectMember } from '@/machines/session/session.selectors';

/**
 * The page's one session actor, provided through React (ADR 013). `AppProviders` passes the real
 * logic (API actors, cache clearing, navigation); stories and tests pass their own to
 * `SessionContext.Provider`. The bare machine is only the type: it never reaches the API.
 */
export const SessionContext = createActorContext(sessionMachine);

/** "Logged in" as the session actor says it: not during a forced password change, not after a 401. */
export function useIsLoggedIn(): boolean {
  return SessionContext.useSelector(selectLoggedIn);
}

export function useMember(): MemberSummary | null {
  return SessionContext.useSelector(selectMember);
}

export function useBalanceHidden(): boolean {
  return SessionContext.useSelector(selectBalanceHidden);
}

/** Sends events to the session actor (`session.started`, `session.logout`, ...). */
export function useSessionActor() {
  return SessionContext.useActorRef();
}
