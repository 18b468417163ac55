import { db } from '../db';
import { hashString, intBetween, pick, seededRng } from '../factories/games.factories';
import { now } from './clock';
import type { MemberRecord } from './handler';
import { isTrial, memberKeyOf } from './members';

/**
 * A member's points account and its ledger (ADR 027): the points room spends them, the wallet room lists
 * the ledger (memTransDet accountType=POINT), tests and scenarios set a balance.
 */

type AccountRow = ReturnType<typeof db.pointAccount.getAll>[number];

const DAY = 86_400_000;

/**
 * A member's points account is created on first use with a balance and a short redeem history
 * derived from the account name, so every member (seeded or registered later) has realistic data
 * and the same member always starts from the same numbers.
 */
export function pointAccountFor(member: MemberRecord): AccountRow {
  const key = memberKeyOf(member);
  const existing = db.pointAccount.findFirst({ where: { id: { equals: key } } });
  if (existing) return existing;
  const rng = seededRng(hashString(`points:${key}`));
  const trial = isTrial(member);
  const balance = trial ? 0 : intBetween(rng, 20, 400) * 50;
  const rewards = db.pointReward.getAll();
  let redeemed = 0;
  if (!trial && rewards.length > 0) {
    const statuses = ['Approved', 'Approved', 'Rejected', 'In Process'] as const;
    for (let i = 0; i < 5; i += 1) {
      const reward = pick(rng, rewards);
      const status = statuses[i % statuses.length] ?? 'Approved';
      if (status !== 'Rejected') redeemed += reward.points;
      db.pointRedeem.create({
        id: `${key}-r${i + 1}`,
        memberKey: key,
        rewardId: reward.id,
        rewardName: reward.name,
        points: reward.points,
        quantity: 1,
        status,
        remark: status === 'Rejected' ? 'Reward limit reached for this period' : null,
        createdAt: now() - (5 - i) * intBetween(rng, 2, 9) * DAY,
      });
    }
  }
  seedLedger(key, balance + redeemed);
  return db.pointAccount.create({
    id: key,
    balance,
    totalEarned: balance + redeemed,
    totalRedeemed: redeemed,
  });
}

/** Earnings, in three parts, before any redeem of the seed; the redeems that took points follow in time. */
const SEED_EARNINGS_DAYS_AGO = [60, 55, 50] as const;

/**
 * The seeded account's ledger: what it earned (the total, before the first seeded redeem, which is at
 * most 45 days old) and each redeem that took points, so the ledger's running balance ends at the
 * account's balance.
 */
function seedLedger(key: string, earned: number): void {
  if (earned <= 0) return;
  const part = Math.floor(earned / SEED_EARNINGS_DAYS_AGO.length);
  const parts = SEED_EARNINGS_DAYS_AGO.map((_, i) =>
    i === SEED_EARNINGS_DAYS_AGO.length - 1 ? earned - part * i : part,
  );
  SEED_EARNINGS_DAYS_AGO.forEach((days, i) =>
    recordPoints(key, 'EARN', parts[i] ?? 0, 'Turnover points', now() - days * DAY),
  );
  db.pointRedeem
    .findMany({ where: { memberKey: { equals: key } } })
    .filter((r) => r.status !== 'Rejected')
    .sort((a, b) => a.createdAt - b.createdAt)
    .forEach((r) => recordPoints(key, 'REDEEM', -r.points, r.rewardName, r.createdAt));
}

/** One line of the points ledger; its balance is the lines before it plus these points. */
export function recordPoints(
  key: string,
  kind: 'EARN' | 'REDEEM' | 'CONVERT' | 'ADJUST',
  points: number,
  remark: string | null,
  at: number = now(),
): void {
  const lines = db.pointMovement.findMany({ where: { memberKey: { equals: key } } });
  // Points are whole numbers: the running sum is exact.
  const before = lines.reduce((sum, line) => sum + line.points, 0);
  db.pointMovement.create({
    id: `${key}-p${lines.length + 1}`,
    memberKey: key,
    kind,
    points,
    balanceAfter: before + points,
    remark,
    createdAt: at,
  });
}

/** Sets a member's points as a correction in the ledger, so balance and ledger keep agreeing (tests, scenarios). */
export function setPointBalance(member: MemberRecord, points: number): void {
  const account = pointAccountFor(member);
  if (points === account.balance) return;
  recordPoints(account.id, 'ADJUST', points - account.balance, null);
  db.pointAccount.update({ where: { id: { equals: account.id } }, data: { balance: points } });
}

/** The member's points ledger, newest first (memTransDet with accountType=POINT). */
export function pointLedger(member: MemberRecord): ReturnType<typeof db.pointMovement.getAll> {
  const key = pointAccountFor(member).id;
  return db.pointMovement
    .findMany({ where: { memberKey: { equals: key } } })
    .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id, 'en', { numeric: true }));
}
