import type { Downline } from '@/contracts/agent.contract';
import { sum, toDecimalOrZero, type DecimalString } from '@/money/money';
import { db } from '../db';
import { activeScenario } from '../scenarios';
import { hashString } from '../factories/games.factories';
import type { MemberRecord } from './handler';

/**
 * An agent's team (ADR 026): the real accounts whose upline is the agent (they log in, and
 * their balance is their own main wallet, so a transfer to them is money that changes hands) and
 * the seeded downline rows that give the reports a team of realistic size. A downline registered in
 * the agent centre is both: a real account, and a row that keeps the rebate it was given.
 */
export interface TeamMember {
  username: string;
  nickname: string;
  /** 0 member; 1, 2, 41, 42 agent. */
  customerType: number;
  balance: DecimalString;
  rebate: number;
  /** The rate per product set at registration (JSON), or null. */
  rebateRates: string | null;
  status: string;
  registeredAt: number;
  lastLoginAt: number;
  deposits: DecimalString;
  withdrawals: DecimalString;
  bets: DecimalString;
  profit: DecimalString;
  /** The real account behind the row; null for a seeded row (its balance lives on the row). */
  memberId: number | null;
}

/** The rebate a downline gets when none was set (the agent defaults' lowest rate). */
export const DEFAULT_DOWNLINE_REBATE = 0.8;

const keyOf = (agent: MemberRecord): string => agent.account.toLowerCase();

function mainBalanceOf(memberId: number): DecimalString {
  return toDecimalOrZero(db.wallet.findFirst({ where: { memberId: { equals: memberId } } })?.mainBalance);
}

/** What an account moved in and out of its books (its account records), for the team figures. */
function settledTotal(memberId: number, kind: 'DEPOSIT' | 'WITHDRAW'): DecimalString {
  const amounts = db.transaction
    .findMany({ where: { memberId: { equals: memberId }, kind: { equals: kind } } })
    .filter((t) => t.status === 'SUCCESS')
    .map((t) => toDecimalOrZero(t.amount).replace(/^-/, ''));
  return sum(amounts);
}

/** The agent's direct downlines, newest first (none in the noDownlines scenario). */
export function teamOf(agent: MemberRecord): TeamMember[] {
  if (!activeScenario().agent.downlines) return [];
  const accounts = db.member.findMany({ where: { parentId: { equals: agent.id } } });
  const byName = new Map(accounts.map((a) => [a.account.toLowerCase(), a]));
  const rows: TeamMember[] = db.agentDownline
    .findMany({ where: { agentKey: { equals: keyOf(agent) } } })
    .map((row) => {
      const account = byName.get(row.username);
      return {
        ...row,
        balance: account ? mainBalanceOf(account.id) : row.balance,
        customerType: account ? account.type : row.customerType,
        memberId: account?.id ?? null,
      };
    });
  const listed = new Set(rows.map((r) => r.username));
  const own: TeamMember[] = accounts
    .filter((a) => !listed.has(a.account.toLowerCase()))
    .map((a) => ({
      username: a.account.toLowerCase(),
      nickname: a.nickname,
      customerType: a.type,
      balance: mainBalanceOf(a.id),
      rebate: DEFAULT_DOWNLINE_REBATE,
      rebateRates: null,
      status: a.locked ? 'SUSPENDED' : 'ACTIVE',
      registeredAt: a.regDate,
      lastLoginAt: a.regDate,
      deposits: settledTotal(a.id, 'DEPOSIT'),
      withdrawals: settledTotal(a.id, 'WITHDRAW'),
      bets: toDecimalOrZero(a.totalTurnover),
      profit: '0',
      memberId: a.id,
    }));
  return [...rows, ...own].sort((a, b) => b.registeredAt - a.registeredAt);
}

export function findInTeam(agent: MemberRecord, username: string): TeamMember | null {
  const name = username.trim().toLowerCase();
  return teamOf(agent).find((d) => d.username === name) ?? null;
}

/** A downline as the wire shows it; an agent's own team size is drawn from its name. */
export function toDownline(member: TeamMember): Downline {
  return {
    customerId: member.memberId ?? member.username,
    username: member.username,
    nickname: member.nickname,
    type: member.customerType,
    balance: member.balance,
    rebate: member.rebate,
    status: member.status,
    registerTime: member.registeredAt,
    lastLoginTime: member.lastLoginAt,
    teamSize: member.customerType === 0 ? 0 : (hashString(member.username) % 12) + 1,
  };
}
