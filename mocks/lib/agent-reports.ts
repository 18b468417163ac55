import { CONTRACT_PAYOUT_TYPE, type ReportQuery, type ReportRow } from '@/contracts/agent.contract';
import { add, divide, multiply, roundToCents, toDecimalOrZero } from '@/money/money';
import { db } from '../db';
import { hashString, intBetween, pick, round2, seededRng } from '../factories/games.factories';
import { DAY, isoDate, type ContractKind } from './agent';
import { now } from './clock';
import type { MemberRecord } from './handler';
import { memberKeyOf } from './members';
import { teamOf } from './team';

/**
 * The agent's report figures (spec 02 §2, ADR 026): derived, not stored, so the same range always shows
 * the same rows. The overview's income of the day and the report pages read them.
 */

/** Inclusive day list of a report's range; the last 30 days when the query gives none. */
export function reportDays(query: ReportQuery): string[] {
  const today = Math.floor(now() / DAY) * DAY;
  const parse = (s: string | undefined): number | null => {
    if (!s || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return null;
    const t = Date.parse(`${s}T00:00:00Z`);
    return Number.isNaN(t) ? null : t;
  };
  const end = Math.min(parse(query.endDate) ?? today, today);
  const start = Math.max(parse(query.startDate) ?? end - 29 * DAY, end - 365 * DAY);
  const days: string[] = [];
  for (let t = end; t >= start; t -= DAY) days.push(isoDate(t));
  return days;
}

export type ReportKind = 'lotto' | 'pvpFishing' | 'pvpRng' | 'income' | 'commission';

/**
 * Per-day report rows derived from (agent, report, day, downline): the same range always shows the
 * same figures, and rows exist only for days on which that downline "played".
 */
export function reportRows(
  agent: MemberRecord,
  kind: ReportKind,
  days: readonly string[],
  username?: string,
): ReportRow[] {
  const agentKey = memberKeyOf(agent);
  const players = teamOf(agent).filter((d) => !username || d.username.includes(username.toLowerCase()));
  const rows: ReportRow[] = [];
  for (const date of days) {
    if (kind === 'income' || kind === 'commission') {
      const rng = seededRng(hashString(`${agentKey}:${kind}:${date}`));
      const validBetAmount = round2(rng() * 40_000);
      const rate = pick(rng, [0.3, 0.5, 0.8, 1] as const);
      rows.push({
        date,
        username: agentKey,
        type: kind === 'income' ? 'REBATE' : 'COMMISSION',
        validBetAmount,
        rate,
        amount: round2((validBetAmount * rate) / 100),
        activeMembers: intBetween(rng, 0, Math.max(1, players.length)),
      });
      if (kind === 'income') rows.push(...contractPayouts(agent, date));
      continue;
    }
    for (const player of players) {
      const rng = seededRng(hashString(`${agentKey}:${kind}:${date}:${player.username}`));
      if (rng() > 0.25) continue;
      const betAmount = round2(10 ** (1 + rng() * 3));
      const validBetAmount = round2(betAmount * (0.85 + rng() * 0.15));
      const product =
        kind === 'lotto'
          ? pick(rng, ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT'] as const)
          : kind === 'pvpFishing'
            ? pick(rng, ['PVP', 'FISH'] as const)
            : pick(rng, ['PVP', 'RNG'] as const);
      rows.push({
        date,
        username: player.username,
        productType: product,
        betCount: intBetween(rng, 1, 300),
        betAmount,
        validBetAmount,
        winLoss: round2((rng() - 0.52) * betAmount),
      });
    }
  }
  return rows;
}

/**
 * A day's payouts under the agent's accepted contracts (income report rows of the contract's kind,
 * ADR 040): one per contract in force that day, its valid bets drawn from (contract, day) and the
 * amount the contract's rate of them.
 */
function contractPayouts(agent: MemberRecord, date: string): ReportRow[] {
  const day = Date.parse(`${date}T00:00:00Z`);
  return db.agentContract
    .findMany({ where: { agentKey: { equals: memberKeyOf(agent) }, status: { equals: 'Accept' } } })
    .filter((c) => Math.floor(c.createdAt / DAY) * DAY <= day)
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((c) => {
      const rng = seededRng(hashString(`${c.id}:${date}`));
      // The turnover is money: the day's random part is added to it, and the rate applied, in decimals.
      const validBet = add(c.minTurnover, toDecimalOrZero(round2(rng() * 20_000)));
      const payout = roundToCents(divide(multiply(validBet, toDecimalOrZero(c.rate)), '100'));
      return {
        date,
        username: c.downline,
        type: CONTRACT_PAYOUT_TYPE[c.kind as ContractKind] ?? c.kind,
        validBetAmount: Number(validBet),
        rate: c.rate,
        amount: Number(payout),
        activeMembers: c.activeMembers,
      };
    });
}
