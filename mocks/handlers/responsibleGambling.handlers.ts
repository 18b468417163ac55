import {
  REALITY_CHECK_MINUTES,
  RG_ERROR_CODES,
  type RealityCheckMinutes,
  responsibleGamblingContract as contract,
  type RgExclusionDuration,
  type RgExclusionKind,
} from '@/contracts/responsibleGambling.contract';
import { sum, toDecimalOrZero } from '@/money/money';
import { db } from '../db';
import { bets } from '../lib/bets';
import { now } from '../lib/clock';
import { fail, implement, ok, type MemberRecord } from '../lib/handler';
import {
  KIND_PERIODS,
  allGameTypes,
  exclusionEnd,
  exclusionOf,
  limitsOf,
  sessionStart,
  setLimit,
} from '../lib/responsible-gambling';
import { notifyMutation } from '../lib/state';

/** The responsible-gambling extension's routes (ADR 043); the rules they and the other rooms enforce are in mocks/lib. */

const KIND_OF_DURATION: Record<RgExclusionDuration, RgExclusionKind> = {
  '24h': 'timeout',
  '7d': 'timeout',
  '30d': 'timeout',
  '6m': 'selfExclusion',
  '1y': 'selfExclusion',
  '5y': 'selfExclusion',
};

/** The member's reality-check interval (minutes, 0 = off), or null: never chosen, the merchant's default. */
function realityCheckOf(memberId: number): RealityCheckMinutes | null {
  const row = db.rgRealityCheck.findFirst({ where: { memberId: { equals: memberId } } });
  const minutes = REALITY_CHECK_MINUTES.find((m) => m === row?.minutes);
  return minutes ?? null;
}

function sessionValue(member: MemberRecord) {
  const since = sessionStart(member.id) ?? now();
  const rows = bets(member, allGameTypes()).filter((b) => b.createTime > since);
  const staked = sum(rows.map((b) => toDecimalOrZero(b.betAmount)));
  const net = sum(rows.map((b) => toDecimalOrZero(b.winLoss)));
  // won = what came back: stake plus the result of every bet.
  const won = sum([staked, net]);
  return { since, staked, won, net, realityCheck: realityCheckOf(member.id) };
}

export const responsibleGamblingHandlers = [
  implement(contract.limits, ({ member }) => ok({ limits: limitsOf(member) })),

  implement(contract.setLimit, ({ member, body }) => {
    if (!KIND_PERIODS[body.kind].includes(body.period))
      return fail('RG_PERIOD_INVALID', 'This limit has no such period', 400);
    setLimit(member.id, body.kind, body.period, body.amount);
    return ok({ limits: limitsOf(member) });
  }),

  implement(contract.exclusion, ({ member }) => {
    const exclusion = exclusionOf(member.id);
    return ok({ kind: exclusion?.kind ?? null, until: exclusion?.until ?? null });
  }),

  implement(contract.exclude, ({ member, body }) => {
    if (KIND_OF_DURATION[body.duration] !== body.kind)
      return fail('RG_DURATION_INVALID', 'This duration does not belong to that choice', 400);
    const until = exclusionEnd(now(), body.duration);
    const running = exclusionOf(member.id);
    // The end cannot be brought forward from the site (MGA PPD; UKGC RTS 12).
    if (running && running.until > until)
      return fail(RG_ERROR_CODES.exclusionActive, 'A longer exclusion is already running', 200, {
        until: running.until,
      });
    db.rgExclusion.delete({ where: { memberId: { equals: member.id } } });
    db.rgExclusion.create({ memberId: member.id, kind: body.kind, until });
    // The player is logged out: every session of the member ends.
    db.session.deleteMany({ where: { memberId: { equals: member.id } } });
    notifyMutation();
    return ok({ kind: body.kind, until });
  }),

  implement(contract.session, ({ member }) => ok(sessionValue(member))),

  implement(contract.setRealityCheck, ({ member, body }) => {
    db.rgRealityCheck.delete({ where: { memberId: { equals: member.id } } });
    db.rgRealityCheck.create({ memberId: member.id, minutes: body.realityCheck });
    notifyMutation();
    return ok(sessionValue(member));
  }),
];
