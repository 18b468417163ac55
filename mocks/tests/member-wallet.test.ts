// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetMockBackend } from '../node';
import { restoreSnapshot, takeSnapshot } from '../lib/snapshot';
import { WireClient } from './wire-client';

const BASE = 'http://wps.test';

beforeEach(() => resetMockBackend());

async function loggedIn(account = 'player01'): Promise<WireClient> {
  const client = new WireClient(BASE);
  await client.login(account, 'Passw0rd1');
  return client;
}

describe('member and wallet', () => {
  it('shows VIP label, masked mobile and rank progress', async () => {
    const client = await loggedIn('vip05');
    const info = await client.json<{
      clubLabel: { labelName: string; rankLevel: number };
      memberLabel: { labelName: string }[];
    }>('GET', '/wps/member/info');
    expect(info.body.value?.clubLabel).toMatchObject({ labelName: 'VIP5', rankLevel: 5 });
    expect(info.body.value?.memberLabel.map((l) => l.labelName)).toContain('VIP');
    const player = await loggedIn();
    const mobile = (await player.json<{ mobile: string }>('GET', '/wps/member/info')).body.value?.mobile;
    expect(mobile).toBe('6012345****');
    const rank = await client.json<{ playerRankName: string; monthlyTurnover: { expected: number } }>(
      'GET',
      '/wps/relay/MCSFE_getPlayerRankProgress',
    );
    expect(rank.body.value?.playerRankName).toBe('VIP5');
  });

  it('transfers between wallets, refuses overdrafts and records the movement', async () => {
    const client = await loggedIn();
    const before = await client.json<{
      sumBalance: number;
      balance: { accountTypeId: number; availBalance: number }[];
    }>('GET', '/wps/v2/wallets/balance');
    expect(before.body.value?.sumBalance).toBe(1234.56);
    const tooMuch = await client.encrypted('POST', '/wps/relay/GCS_walletTransfer', {
      amount: '99999',
      fromAccountTypeId: 2,
      toAccountTypeId: 1,
    });
    expect(tooMuch.body.errorCode).toBe('INSUFFICIENT_BALANCE');
    expect(
      (
        await client.encrypted('POST', '/wps/relay/GCS_walletTransfer', {
          amount: '200',
          fromAccountTypeId: 2,
          toAccountTypeId: 1,
        })
      ).body.success,
    ).toBe(true);
    const after = await client.json<{
      sumBalance: number;
      balance: { accountTypeId: number; availBalance: number }[];
    }>('GET', '/wps/v2/wallets/balance');
    expect(after.body.value?.sumBalance).toBe(1234.56);
    expect(after.body.value?.balance.find((b) => b.accountTypeId === 1)?.availBalance).toBe(200);
    const records = await client.json<{ list: { remark: string }[] }>(
      'GET',
      '/wps/report/transaction?pageNo=1&pageSize=5',
    );
    expect(records.body.value?.list[0]?.remark).toBe('TRANSFER_OUT');
  });

  it('sets a 6-digit payment password, then binds a bank card with it', async () => {
    const client = await loggedIn();
    expect((await client.json<boolean>('GET', '/wps/member/hasWithdrawalPassword')).body.value).toBe(false);
    const set = await client.encrypted('PUT', '/wps/member/paymentPassword', {
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(set.body.success).toBe(true);
    const wrong = await client.encrypted('PUT', '/wps/member/bankCard', {
      bankId: 1,
      accountName: 'Player One',
      accountNo: '1234567890',
      paymentPassword: '000000',
    });
    expect(wrong.body.errorCode).toBe('PAYMENT_PASSWORD_INCORRECT');
    await client.encrypted('PUT', '/wps/member/bankCard', {
      bankId: 1,
      accountName: 'Player One',
      accountNo: '1234567890',
      paymentPassword: '135790',
    });
    const cards = await client.json<{ accountNo: string }[]>('GET', '/wps/member/bankCard');
    expect(cards.body.value?.[0]?.accountNo).toBe('**** 7890');
    const security = await client.json<{ hasPaymentPassword: boolean; hasBankCard: boolean }>(
      'GET',
      '/wps/v2/member/securityConfig',
    );
    expect(security.body.value).toMatchObject({ hasPaymentPassword: true, hasBankCard: true });
  });

  it('counts unread messages and marks them read', async () => {
    const client = await loggedIn();
    const unread = (await client.json<number>('GET', '/wps/relay/CSP_unreadCount')).body.value ?? 0;
    const inbox = await client.json<{ list: { id: number; isRead: boolean }[] }>(
      'GET',
      '/wps/relay/CSP_getInbox?pageNo=1&pageSize=20',
    );
    const firstUnread = inbox.body.value?.list.find((m) => !m.isRead);
    expect(unread).toBeGreaterThan(0);
    expect(firstUnread).toBeDefined();
    await client.json('POST', '/wps/message/read', { messageIds: [firstUnread?.id ?? 0] });
    expect((await client.json<number>('GET', '/wps/relay/CSP_unreadCount')).body.value).toBe(unread - 1);
  });

  it('offers promotions in every category and lets a member join one once', async () => {
    const client = await loggedIn();
    const promos = await client.json<{ id: number; category: string }[]>(
      'GET',
      '/wps/relay/MCSFE_getAvailablePromotions',
    );
    const categories = new Set(promos.body.value?.map((p) => p.category));
    for (const c of [
      'rng_promo',
      'live_promo',
      'pvp_promo',
      'sport_promo',
      'fish_promo',
      'lotto_promo',
      'rebate_promo',
      'deposit_promo',
      'player_rank_rules',
      'point_mall',
      'app_download',
      'new_player',
      'other_promo',
    ]) {
      expect(categories).toContain(c);
    }
    const id = promos.body.value?.[0]?.id;
    expect(
      (await client.json('POST', '/wps/relay/MCSFE_claimIssuedPromotion', { promotionId: id })).body.success,
    ).toBe(true);
    expect(
      (await client.json('POST', '/wps/relay/MCSFE_claimIssuedPromotion', { promotionId: id })).body
        .errorCode,
    ).toBe('PROMOTION_ALREADY_CLAIMED');
  });

  it('keeps the split between game wallets across a snapshot round trip', async () => {
    const client = await loggedIn();
    const moved = await client.encrypted('POST', '/wps/relay/GCS_walletTransfer', {
      amount: '75.25',
      fromAccountTypeId: 2,
      toAccountTypeId: 3,
    });
    expect(moved.body.success).toBe(true);
    const snapshot = JSON.parse(JSON.stringify(takeSnapshot())) as ReturnType<typeof takeSnapshot>;
    resetMockBackend();
    restoreSnapshot(snapshot);
    const wallets = await client.json<{ balance: { accountTypeId: number; availBalance: number }[] }>(
      'GET',
      '/wps/v2/wallets/balance',
    );
    const of = (id: number) => wallets.body.value?.balance.find((b) => b.accountTypeId === id)?.availBalance;
    // The live casino wallet still holds it; it did not fall back into the first game wallet.
    expect([of(3), of(1)]).toEqual([75.25, 0]);
  });

  it('keeps sessions across a snapshot round trip (what the browser runner persists)', async () => {
    const client = await loggedIn();
    const snapshot = JSON.parse(JSON.stringify(takeSnapshot())) as ReturnType<typeof takeSnapshot>;
    resetMockBackend();
    expect((await client.json('GET', '/wps/member/info')).status).toBe(401);
    restoreSnapshot(snapshot);
    expect((await client.json('GET', '/wps/member/info')).status).toBe(200);
    expect(db.session.count()).toBe(1);
  });

  it('logs in again after a snapshot round trip, never reissuing a token a session holds', async () => {
    const before = await loggedIn();
    const snapshot = JSON.parse(JSON.stringify(takeSnapshot())) as ReturnType<typeof takeSnapshot>;
    // What the same backend answers with no reload in between.
    const unreloaded = [(await loggedIn()).token, (await loggedIn()).token];
    // The browser runner's reload: the backend seeded afresh, then the saved tables put back.
    resetMockBackend();
    restoreSnapshot(snapshot);
    const first = await new WireClient(BASE).login('player01', 'Passw0rd1');
    const second = await new WireClient(BASE).login('player01', 'Passw0rd1');
    expect([first.body.success, second.body.success]).toEqual([true, true]);
    // The reload changes nothing: the generator goes on from where the snapshot left it.
    expect([first.body.value?.token, second.body.value?.token]).toEqual(unreloaded);
    expect(unreloaded).not.toContain(before.token);
    expect((await before.json('GET', '/wps/member/info')).status).toBe(200);
  });
});
