import { describe, expect, it } from 'vitest';
import type { RedeemEntry } from '@/contracts/points.contract';
import { orderRecordAmount, pointsSpentSince, redeemRecords } from './pointsOrder.check';
import type { PointsRequest } from './pointsOrder.machine';

const redeem: PointsRequest = {
  order: { kind: 'redeem', rewardId: 'r1', price: '300', stock: 5 },
  count: '2',
  password: 'Passw0rd1',
};
const convert: PointsRequest = {
  order: { kind: 'convert', ratio: '30', minimum: '100' },
  count: '250',
  password: 'Passw0rd1',
};
const entry = (id: string, extra: Partial<RedeemEntry> & Record<string, unknown>): RedeemEntry => ({
  id,
  rewardName: 'Ticket',
  points: 600,
  quantity: 2,
  status: 'In Process',
  createTime: 1_800_000_000_000,
  ...extra,
});

describe('a lost points order, told from the backend (ADR 033)', () => {
  it('sizes a redeem’s record by the points it cost and a conversion’s by its credit, in cents', () => {
    expect(orderRecordAmount(redeem)).toBe('600');
    // 250 / 30 = 8.333…: the wallet is credited 8.33, exactly.
    expect(orderRecordAmount(convert)).toBe('8.33');
  });

  it('takes only entries of the same quantity of the same reward (where the entry names it)', () => {
    const rows = redeemRecords(
      [
        entry('same', { rewardId: 'r1' }),
        entry('unnamed', {}),
        entry('other reward', { rewardId: 'r2' }),
        entry('other quantity', { rewardId: 'r1', quantity: 1, points: 300 }),
      ],
      redeem,
    );
    expect(rows.map((r) => r.id)).toEqual(['same', 'unnamed']);
    expect(rows[0]).toMatchObject({ amount: 600, createTime: 1_800_000_000_000 });
    expect(redeemRecords([entry('same', { rewardId: 'r1' })], convert)).toEqual([]);
  });

  it('sees points spent only when the balance went down since the form read it', () => {
    expect(pointsSpentSince('1000', '400')).toBe(true);
    expect(pointsSpentSince('1000', '1000.0')).toBe(false);
    expect(pointsSpentSince('1000', '1050')).toBe(false);
  });
});
