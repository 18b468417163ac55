// @vitest-environment node
/**
 * The points ledger (memTransDet with accountType=POINT, wire protocol §1.7): its lines add up to the
 * point balance the shop shows, for the seed and after a redeem and a conversion, and the wallet's
 * movements stay a separate list.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetMockBackend } from '../node';
import { WireClient } from './wire-client';

const BASE = 'http://wps.test';

beforeEach(() => resetMockBackend());

interface Line {
  transactionType: string;
  amount: number;
  balance: number;
  remark: string | null;
}

async function ledger(client: WireClient): Promise<Line[]> {
  const res = await client.json<{ list: Line[]; totalCount: number }>(
    'GET',
    '/wps/relay/ODSFE2_MemTransDet?accountType=POINT&pageSize=200',
  );
  return res.body.value?.list ?? [];
}

async function points(client: WireClient): Promise<number> {
  return (
    (await client.json<{ point: number }>('GET', '/wps/relay/MCS2_getPointBalance')).body.value?.point ?? -1
  );
}

describe('points ledger', () => {
  it('adds up to the balance for the seed, after a redeem and after a conversion', async () => {
    const client = new WireClient(BASE);
    await client.login('player01', 'Passw0rd1');
    const seeded = await ledger(client);
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.some((l) => l.transactionType === 'EARN')).toBe(true);
    const balance = await points(client);
    expect(seeded.reduce((sum, l) => sum + l.amount, 0)).toBe(balance);
    // Newest first: the first line's balance is the balance now.
    expect(seeded[0]?.balance).toBe(balance);

    const reward = db.pointReward.getAll().find((r) => r.points <= balance && r.stock > 0);
    if (!reward) throw new Error('the seed has no reward player01 can afford');
    const redeemed = await client.encrypted('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
      rewardId: reward.id,
      quantity: 1,
      password: 'Passw0rd1',
    });
    expect(redeemed.body.success).toBe(true);
    const converted = await client.encrypted('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', {
      points: 100,
      password: 'Passw0rd1',
    });
    expect(converted.body.success).toBe(true);

    const after = await ledger(client);
    const now = await points(client);
    expect(now).toBe(balance - reward.points - 100);
    expect(after.reduce((sum, l) => sum + l.amount, 0)).toBe(now);
    expect(after.slice(0, 2).map((l) => [l.transactionType, l.amount])).toEqual([
      ['CONVERT', -100],
      ['REDEEM', -reward.points],
    ]);
    expect(after[0]?.balance).toBe(now);
  });

  it('keeps the wallet movements apart from the points', async () => {
    const client = new WireClient(BASE);
    await client.login('player01', 'Passw0rd1');
    const wallet = await client.json<{ list: { transactionType: string }[] }>(
      'GET',
      '/wps/relay/ODSFE2_MemTransDet?pageSize=200',
    );
    const kinds = new Set(wallet.body.value?.list.map((l) => l.transactionType));
    for (const kind of ['EARN', 'REDEEM', 'CONVERT']) expect(kinds.has(kind)).toBe(false);
  });
});
