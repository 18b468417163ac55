import {
  RG_ERROR_CODES,
  type RgExclusionDuration,
  type RgExclusionKind,
  type RgLimit,
  type RgLimitKind,
  type RgPeriod,
} from '@/contracts/responsibleGambling.contract';
import { compare, isGreaterThan, isLessThan, negate, subtract, sum, toDecimalOrZero } from '@/money/money';
import { db } from '../db';
import { bets } from './bets';
import { now } from './clock';
import { fail, type MemberRecord } from './handler';
import { notifyMutation } from './state';

/**
 * The rules of the responsible-gambling extension (ADR 043) the mock enforces whatever the client did:
 * a decrease applies at once, an increase or a removal after 24 hours; a deposit over what a deposit
 * limit leaves is refused; an excluded member cannot log in, launch for real money, deposit or claim.
 * The session, games, wallet and promotions rooms refuse by these too, so they live here, not in a room.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const RG_COOLING_OFF_MS = DAY;

const PERIOD_MS: Record<RgPeriod, number> = { '24h': DAY, '7d': 7 * DAY, '30d': 30 * DAY };
const PERIODS: readonly RgPeriod[] = ['24h', '7d', '30d'];
/** The session-time limit is per day only. */
export const KIND_PERIODS: Record<RgLimitKind, readonly RgPeriod[]> = {
  deposit: PERIODS,
  loss: PERIODS,
  session: ['24h'],
};

/** Calendar durations: months and years from the start date, so "6 months" ends on the same day. */
export function exclusionEnd(from: number, duration: RgExclusionDuration): number {
  const d = new Date(from);
  switch (duration) {
    case '24h':
      return from + DAY;
    case '7d':
      return from + 7 * DAY;
    case '30d':
      return from + 30 * DAY;
    case '6m':
      return d.setUTCMonth(d.getUTCMonth() + 6);
    case '1y':
      return d.setUTCFullYear(d.getUTCFullYear() + 1);
    case '5y':
      return d.setUTCFullYear(d.getUTCFullYear() + 5);
  }
}

type LimitRow = ReturnType<typeof db.rgLimit.getAll>[number];

/** A pending change whose 24 hours are over takes effect when next read. */
function settled(row: LimitRow): LimitRow {
  if (row.effectiveAt === null || row.effectiveAt > now()) return row;
  return (
    db.rgLimit.update({
      where: { id: { equals: row.id } },
      data: {
        amount: row.pendingRemoval ? null : row.pendingAmount,
        pendingAmount: null,
        pendingRemoval: false,
        effectiveAt: null,
      },
    }) ?? row
  );
}

function rowOf(memberId: number, kind: RgLimitKind, period: RgPeriod): LimitRow | null {
  const row = db.rgLimit.findFirst({ where: { id: { equals: `${memberId}:${kind}:${period}` } } });
  return row ? settled(row) : null;
}

/** Deposits asked for in the window (pending or paid; a refused one used nothing). */
function depositedSince(memberId: number, from: number): string {
  return sum(
    db.transaction
      .findMany({ where: { memberId: { equals: memberId }, kind: { equals: 'DEPOSIT' } } })
      .filter((t) => t.createdAt > from && t.status !== 'REJECTED')
      .map((t) => toDecimalOrZero(t.amount).replace(/^-/, '')),
  );
}

/** Net loss in the window from the bet records (never below 0). */
function lostSince(member: MemberRecord, from: number): string {
  const net = sum(
    bets(member, allGameTypes())
      .filter((b) => b.createTime > from)
      .map((b) => toDecimalOrZero(b.winLoss)),
  );
  return isLessThan(net, '0') ? negate(net) : '0';
}

export function allGameTypes(): string[] {
  return [...new Set(db.game.getAll().map((g) => g.gameType))];
}

export function sessionStart(memberId: number): number | null {
  const starts = db.session.findMany({ where: { memberId: { equals: memberId } } }).map((s) => s.createdAt);
  return starts.length > 0 ? Math.max(...starts) : null;
}

function used(member: MemberRecord, kind: RgLimitKind, period: RgPeriod): string {
  const from = now() - PERIOD_MS[period];
  if (kind === 'deposit') return depositedSince(member.id, from);
  if (kind === 'loss') return lostSince(member, from);
  const start = sessionStart(member.id);
  return start === null ? '0' : String(Math.floor((now() - Math.max(start, from)) / 60_000));
}

function limitView(member: MemberRecord, kind: RgLimitKind, period: RgPeriod): RgLimit {
  const row = rowOf(member.id, kind, period);
  const amount = row?.amount ?? null;
  const spent = used(member, kind, period);
  const left = amount === null ? null : subtract(amount, spent);
  return {
    kind,
    period,
    amount,
    used: spent,
    remaining: left === null ? null : isLessThan(left, '0') ? '0' : left,
    pending:
      row && row.effectiveAt !== null
        ? { amount: row.pendingRemoval ? null : row.pendingAmount, effectiveAt: row.effectiveAt }
        : null,
  };
}

export function limitsOf(member: MemberRecord): RgLimit[] {
  return (Object.keys(KIND_PERIODS) as RgLimitKind[]).flatMap((kind) =>
    KIND_PERIODS[kind].map((period) => limitView(member, kind, period)),
  );
}

/** The least a deposit limit leaves, or null without one: where several apply, the lowest wins. */
export function depositRoom(member: MemberRecord): string | null {
  return limitsOf(member)
    .filter((l) => l.kind === 'deposit' && l.remaining !== null)
    .reduce<string | null>(
      (low, l) => (low === null || isLessThan(l.remaining ?? '0', low) ? l.remaining : low),
      null,
    );
}

/** Sets one limit by the rule: lower (or new) at once; higher or removed after the cooling-off. */
export function setLimit(memberId: number, kind: RgLimitKind, period: RgPeriod, amount: string | null): void {
  const id = `${memberId}:${kind}:${period}`;
  const row = rowOf(memberId, kind, period);
  const current = row?.amount ?? null;
  const immediate = amount !== null && (current === null || compare(amount, current) <= 0);
  const data = immediate
    ? { amount, pendingAmount: null, pendingRemoval: false, effectiveAt: null }
    : current === null
      ? { amount: null, pendingAmount: null, pendingRemoval: false, effectiveAt: null }
      : {
          amount: current,
          pendingAmount: amount,
          pendingRemoval: amount === null,
          effectiveAt: now() + RG_COOLING_OFF_MS,
        };
  if (row) db.rgLimit.update({ where: { id: { equals: id } }, data });
  else db.rgLimit.create({ id, memberId, kind, period, ...data });
  notifyMutation();
}

export function exclusionOf(memberId: number): { kind: RgExclusionKind; until: number } | null {
  const row = db.rgExclusion.findFirst({ where: { memberId: { equals: memberId } } });
  if (!row || row.until <= now()) return null;
  return { kind: row.kind === 'selfExclusion' ? 'selfExclusion' : 'timeout', until: row.until };
}

/**
 * The refusal for an excluded member (login, real-money launch, deposit, claim), with the end date as
 * data (`value.until`) and in the message; null when none runs.
 */
export function exclusionRefusal(member: MemberRecord) {
  const exclusion = exclusionOf(member.id);
  if (!exclusion) return null;
  const code = exclusion.kind === 'timeout' ? RG_ERROR_CODES.timeout : RG_ERROR_CODES.selfExcluded;
  const what = exclusion.kind === 'timeout' ? 'taken a time-out' : 'excluded yourself';
  return fail(code, `You have ${what} until ${new Date(exclusion.until).toISOString()}`, 200, {
    until: exclusion.until,
  });
}

/** A deposit over what a deposit limit leaves; null when it fits. */
export function depositLimitRefusal(member: MemberRecord, amount: string) {
  const room = depositRoom(member);
  if (room === null || !isGreaterThan(amount, room)) return null;
  return fail(RG_ERROR_CODES.depositLimit, `This deposit is over your deposit limit (${room} left)`, 200, {
    remaining: room,
  });
}

/**
 * A real-money launch once a loss limit or the daily session-time limit is used up (UKGC RTS 12: a
 * limit holds at the wager, not only on the page); null while every limit leaves room.
 */
export function limitLaunchRefusal(member: MemberRecord) {
  const spent = (kind: RgLimitKind) =>
    limitsOf(member).find((l) => l.kind === kind && l.remaining !== null && !isGreaterThan(l.remaining, '0'));
  const loss = spent('loss');
  if (loss)
    return fail(RG_ERROR_CODES.lossLimit, `Your ${loss.period} loss limit is reached`, 200, {
      period: loss.period,
    });
  if (spent('session'))
    return fail(RG_ERROR_CODES.sessionLimit, 'Your daily session-time limit is reached', 200, {
      period: '24h',
    });
  return null;
}
