import type { HttpHandler } from 'msw';
import { pointsContract, type PointReward, type RedeemEntry } from '@/contracts/points.contract';
import { divide, roundToCents } from '@/money/money';
import { db } from '../db';
import { applyToBooks, newMovementId } from '../lib/ledger-store';
import { credit } from '../lib/ledger';
import { now } from '../lib/clock';
import { fail, implement, ok, type MemberRecord } from '../lib/handler';
import { hashString, intBetween, paginate, pick, rewardIcon, seededRng } from '../factories/games.factories';
import { DEFAULT_PAGE_SIZE, isTrial, memberKeyOf } from './games.handlers';

type AccountRow = ReturnType<typeof db.pointAccount.getAll>[number];
type RedeemRow = ReturnType<typeof db.pointRedeem.getAll>[number];

/** Points per 1 unit of wallet currency when converting. */
export const POINT_EXCHANGE_RATIO = 100;
export const MIN_CONVERT_POINTS = 100;

export const POINT_ERRORS = {
  password: ['PASSWORD_INCORRECT', 'Incorrect password'],
  insufficient: ['POINT_INSUFFICIENT', 'Insufficient points'],
  outOfStock: ['REWARD_OUT_OF_STOCK', 'This reward is out of stock'],
  noReward: ['REWARD_NOT_FOUND', 'Reward not found'],
  minConvert: ['POINT_BELOW_MINIMUM', `At least ${MIN_CONVERT_POINTS} points are needed to convert`],
  trial: ['TRIAL_ACCOUNT_NOT_ALLOWED', 'Please use a real member account'],
} as const;

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

function passwordRejected(member: MemberRecord, password: string | undefined): boolean {
  return password !== undefined && password !== member.password;
}

function toReward(row: ReturnType<typeof db.pointReward.getAll>[number]): PointReward {
  return {
    id: row.id,
    name: row.name,
    points: row.points,
    imageUrl: rewardIcon(row.name, row.hue),
    stock: row.stock,
    description: row.description,
    category: row.category,
  };
}

function toRedeem(row: RedeemRow): RedeemEntry {
  return {
    id: row.id,
    rewardId: row.rewardId,
    rewardName: row.rewardName,
    points: row.points,
    quantity: row.quantity,
    status: row.status,
    remark: row.remark,
    createTime: row.createdAt,
  };
}

export const pointsHandlers: HttpHandler[] = [
  implement(pointsContract.balance, ({ member }) => {
    const account = pointAccountFor(member);
    return ok({
      point: account.balance,
      totalEarned: account.totalEarned,
      totalRedeemed: account.totalRedeemed,
    });
  }),

  implement(pointsContract.rewards, ({ query }) => {
    const rows = db.pointReward.getAll().sort((a, b) => a.sort - b.sort);
    const page = paginate(rows, query.pageNo ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE);
    return ok({
      list: page.items.map(toReward),
      totalPages: rows.length === 0 ? 0 : page.totalPages,
      totalCount: page.totalCount,
      pageNo: page.pageNo,
    });
  }),

  implement(pointsContract.conversionTypes, () =>
    ok([
      { type: 'CASH', name: 'Wallet balance' },
      { type: 'REWARD', name: 'Points shop reward' },
    ]),
  ),

  implement(pointsContract.redeem, ({ body, member }) => {
    if (isTrial(member)) return fail(...POINT_ERRORS.trial);
    if (passwordRejected(member, body.password)) return fail(...POINT_ERRORS.password);
    const reward = db.pointReward.findFirst({ where: { id: { equals: String(body.rewardId) } } });
    if (!reward) return fail(...POINT_ERRORS.noReward);
    if (reward.stock < body.quantity) return fail(...POINT_ERRORS.outOfStock);
    const account = pointAccountFor(member);
    const cost = reward.points * body.quantity;
    if (account.balance < cost) return fail(...POINT_ERRORS.insufficient);
    const key = memberKeyOf(member);
    db.pointReward.update({
      where: { id: { equals: reward.id } },
      data: { stock: reward.stock - body.quantity },
    });
    db.pointAccount.update({
      where: { id: { equals: key } },
      data: { balance: account.balance - cost, totalRedeemed: account.totalRedeemed + cost },
    });
    recordPoints(key, 'REDEEM', -cost, reward.name);
    const record = db.pointRedeem.create({
      id: `${key}-r${db.pointRedeem.count({ where: { memberKey: { equals: key } } }) + 1}-${now()}`,
      memberKey: key,
      rewardId: reward.id,
      rewardName: reward.name,
      points: cost,
      quantity: body.quantity,
      status: 'In Process',
      remark: null,
      createdAt: now(),
    });
    return ok(toRedeem(record));
  }),

  implement(pointsContract.redeemList, ({ query, member }) => {
    pointAccountFor(member);
    const rows = db.pointRedeem
      .findMany({ where: { memberKey: { equals: memberKeyOf(member) } } })
      .sort((a, b) => b.createdAt - a.createdAt);
    const page = paginate(rows, query.pageNo ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE);
    return ok({
      list: page.items.map(toRedeem),
      totalPages: rows.length === 0 ? 0 : page.totalPages,
      totalCount: page.totalCount,
      pageNo: page.pageNo,
    });
  }),

  implement(pointsContract.config, () =>
    ok({ exchangeRatio: POINT_EXCHANGE_RATIO, minConvertPoints: MIN_CONVERT_POINTS, enabled: true }),
  ),

  implement(pointsContract.convert, ({ body, member }) => {
    if (isTrial(member)) return fail(...POINT_ERRORS.trial);
    if (passwordRejected(member, body.password)) return fail(...POINT_ERRORS.password);
    if (body.points < MIN_CONVERT_POINTS) return fail(...POINT_ERRORS.minConvert);
    const account = pointAccountFor(member);
    if (account.balance < body.points) return fail(...POINT_ERRORS.insufficient);
    // Exact money (ADR 021): the credit is the points over the ratio, rounded to cents like the site shows it.
    const money = roundToCents(divide(String(body.points), String(POINT_EXCHANGE_RATIO)));
    // The wallet's side goes through the books first: one movement in the member's account records.
    const credited = applyToBooks(member.id, (books) => credit(books, newMovementId(), 'POINTS', money));
    if (!credited.ok) return fail('WALLET_NOT_FOUND', 'Wallet not found');
    db.pointAccount.update({
      where: { id: { equals: account.id } },
      data: { balance: account.balance - body.points, totalRedeemed: account.totalRedeemed + body.points },
    });
    recordPoints(account.id, 'CONVERT', -body.points, null);
    return ok({ points: account.balance - body.points, credited: Number(money) });
  }),
];
