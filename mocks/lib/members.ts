import { AGENT_TYPES, TRIAL_TYPE } from '../seed/games.seed';
import type { MemberRecord } from './handler';

/**
 * What a member is to the game-side, points, missions and agent tables: they key members by the account
 * name (ADR 003), and the account type says trial (4) or agent (1, 2, 41, 42; wire protocol §1.2).
 */
export const memberKeyOf = (member: MemberRecord): string => member.account.toLowerCase();
export const isTrial = (member: MemberRecord): boolean => member.type === TRIAL_TYPE;
export const isAgent = (member: MemberRecord): boolean => AGENT_TYPES.includes(member.type);

/** Every agent-centre route answers this to a member who is no agent (spec 02 §2, ADR 026). */
export const AGENT_ONLY = ['AGENT_ONLY', 'Only agent accounts can use the agent centre'] as const;
