import type { HttpHandler } from 'msw';
import { pointsContract, type PointReward, type RedeemEntry } from '@/contracts/points.contract';
import { divide, roundToCents } from '@/money/money';
import { db } from '../db';
import { applyToBooks, newMovementId } from '../lib/ledger-store';
import { credit } from '../lib/ledger';
import { now } from '../lib/clock';
import { fail, implement, ok, type MemberRecord } from '../lib/handler';
import { paginate, rewardIcon } from '../factories/games.factories';
import { isTrial, memberKeyOf } from '../lib/members';
import { DEFAULT_PAGE_SIZE } from '../lib/paging';
import { pointAccountFor, recordPoints } from '../lib/points';

type RedeemRow = ReturnType<typeof db.pointRedeem.getAll>[number];

/** Points per 1 unit of wallet currency when converting. */
const POINT_EXCHANGE_RATIO = 100;
const MIN_CONVERT_POINTS = 100;

const POINT_ERRORS = {
  password: ['PASSWORD_INCORRECT', 'Incorrect password'],
  insufficient: ['POINT_INSUFFICIENT', 'Insufficient points'],
  outOfStock: ['REWARD_OUT_OF_STOCK', 'This reward is out of stock'],
  noReward: ['REWARD_NOT_FOUND', 'Reward not found'],
  minConvert: ['POINT_BELOW_MINIMUM', `At least ${MIN_CONVERT_POINTS} points are needed to convert`],
  trial: ['TRIAL_ACCOUNT_NOT_ALLOWED', 'Please use a real member account'],
} as const;

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
