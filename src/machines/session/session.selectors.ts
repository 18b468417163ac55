import type { SnapshotFrom } from 'xstate';
import { getSession } from '@/api/session-store';
import type { CentreAccess } from '../centreGate/centreGate.machine';
import {
  decideAgentCentre,
  decideProtectedAction,
  type GateDecision,
} from '../protectedAction/protectedAction';
import type { sessionMachine } from './session.machine';

type Snap = SnapshotFrom<typeof sessionMachine>;

/** "Logged in" is the `member` tag (ADR 013): not during a forced password change, not after a 401. */
export const selectLoggedIn = (s: Snap) => s.hasTag('member');
export const selectMember = (s: Snap) => s.context.member;
export const selectBalanceHidden = (s: Snap) => s.context.balanceHidden;

/** Restoring a stored session or logging out: neither a visitor nor a member yet. */
const selectSettled = (s: Snap) => s.hasTag('member') || s.hasTag('visitor');

/**
 * The member type: right after a login the member info is still loading, so the type the login
 * stored with the token stands in until it answers.
 */
const selectMemberType = (s: Snap) => s.context.member?.type ?? getSession().isAgent;

/** The protected-action gate's answer for the session as it is now (spec 01 §5). */
export const selectGateDecision = (s: Snap): GateDecision =>
  decideProtectedAction({ isLoggedIn: selectLoggedIn(s), isAgent: selectMemberType(s) });

/** Who may see the member centre now: anyone logged in but a trial account (spec 01 §5, §6). */
export const selectMemberCentreAccess = (s: Snap): CentreAccess =>
  selectSettled(s) ? selectGateDecision(s) : 'wait';

/** Who may see the agent centre now: agents (1, 2, 41, 42); a trial account is refused, a member not shown it. */
export const selectAgentCentreAccess = (s: Snap): CentreAccess => {
  if (!selectSettled(s)) return 'wait';
  const decision = decideAgentCentre({ isLoggedIn: selectLoggedIn(s), isAgent: selectMemberType(s) });
  return decision === 'notAgent' ? 'refused' : decision;
};
