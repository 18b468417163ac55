import { AGENT_TYPES, HEADER_AGENT_FLAGS, TRIAL_TYPE } from '@/config/constants';

/**
 * The protected-action rule (spec 01 §5) and the agent flags (spec 01 §6), as pure functions the
 * gate hook and the header share.
 */
export interface GateSession {
  token: string | null;
  isAgent: number | null;
}

export type GateDecision = 'allow' | 'login' | 'needRealAccount';

/**
 * `isLoggedIn` is the session actor's word (a token held for a forced password change is not a
 * session); `isAgent` the member type.
 */
export function decideProtectedAction(session: {
  isLoggedIn: boolean;
  isAgent: number | null;
}): GateDecision {
  if (!session.isLoggedIn) return 'login';
  if (session.isAgent === TRIAL_TYPE) return 'needRealAccount';
  return 'allow';
}

/** Header agent flag: 1, 2, 4, 41, 42 (spec 01 §6, first reading). */
export function isHeaderAgent(isAgent: number | null): boolean {
  return isAgent !== null && (HEADER_AGENT_FLAGS as readonly number[]).includes(isAgent);
}

/** Agent centre panel and the "agent centre" menu entry: 1, 2, 41, 42. */
export function canOpenAgentCentre(session: GateSession): boolean {
  return (
    Boolean(session.token) &&
    session.isAgent !== null &&
    (AGENT_TYPES as readonly number[]).includes(session.isAgent)
  );
}

/** Member-centre (MC) panel: anyone with a token whose isAgent is not 4. */
export function canOpenMemberCentre(session: GateSession): boolean {
  return Boolean(session.token) && session.isAgent !== TRIAL_TYPE;
}

export type AgentCentreDecision = GateDecision | 'notAgent';

/**
 * The agent centre (spec 02 §2, §6; ADR 026): a visitor logs in first, a trial account is refused
 * with the need-real-account warning, a member who is not an agent (1, 2, 41, 42) is not shown it.
 */
export function decideAgentCentre(session: {
  isLoggedIn: boolean;
  isAgent: number | null;
}): AgentCentreDecision {
  const gate = decideProtectedAction(session);
  if (gate !== 'allow') return gate;
  const agent = session.isAgent !== null && (AGENT_TYPES as readonly number[]).includes(session.isAgent);
  return agent ? 'allow' : 'notAgent';
}
