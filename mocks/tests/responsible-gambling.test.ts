// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { advanceClock, resetMockBackend, setNow } from '../node';
import { db } from '../db';
import { WireClient } from './wire-client';

const BASE = 'http://wps.test';
const HOUR = 3_600_000;

beforeEach(() => {
  resetMockBackend();
  setNow(Date.UTC(2026, 10, 28, 9, 0));
});

interface Limit {
  kind: string;
  period: string;
  amount: string | null;
  used: string;
  remaining: string | null;
  pending: { amount: string | null; effectiveAt: number } | null;
}

async function loggedIn(account = 'player01'): Promise<WireClient> {
  const client = new WireClient(BASE);
  await client.login(account, 'Passw0rd1');
  return client;
}

async function setLimit(client: WireClient, amount: string | null, period = '24h', kind = 'deposit') {
  const res = await client.json<{ limits: Limit[] }>('POST', '/wps/rg/limits', { kind, period, amount });
  return res.body.value?.limits.find((l) => l.kind === kind && l.period === period);
}

const deposit = (client: WireClient, amount: string) =>
  client.json('POST', '/wps/transaction/deposit/mt', { amount });

describe('the responsible-gambling extension (ADR 043)', () => {
  it('lists every limit, none set, in the wire envelope', async () => {
    const client = await loggedIn();
    const res = await client.json<{ limits: Limit[] }>('GET', '/wps/rg/limits');
    expect(res.body.success).toBe(true);
    expect(res.body.value?.limits.map((l) => `${l.kind}:${l.period}`)).toEqual([
      'deposit:24h',
      'deposit:7d',
      'deposit:30d',
      'loss:24h',
      'loss:7d',
      'loss:30d',
      'session:24h',
    ]);
    expect(res.body.value?.limits.every((l) => l.amount === null && l.pending === null)).toBe(true);
    expect((await new WireClient(BASE).json('GET', '/wps/rg/limits')).status).toBe(401);
  });

  it('refuses a deposit over the limit with its own code, and counts what was deposited', async () => {
    const client = await loggedIn();
    expect(await setLimit(client, '200')).toMatchObject({ amount: '200', remaining: '200', pending: null });
    const over = await deposit(client, '300');
    expect(over.body).toMatchObject({ success: false, errorCode: 'RG_DEPOSIT_LIMIT_EXCEEDED' });
    expect((await deposit(client, '150')).body.success).toBe(true);
    const after = await client.json<{ limits: Limit[] }>('GET', '/wps/rg/limits');
    expect(after.body.value?.limits[0]).toMatchObject({ used: '150', remaining: '50' });
    expect((await deposit(client, '100')).body.errorCode).toBe('RG_DEPOSIT_LIMIT_EXCEEDED');
  });

  it('lowers at once; raises and removes only after 24 hours; the lowest limit wins', async () => {
    const client = await loggedIn();
    await setLimit(client, '500');
    expect(await setLimit(client, '200')).toMatchObject({ amount: '200', pending: null });
    const raised = await setLimit(client, '1000');
    expect(raised).toMatchObject({ amount: '200', pending: { amount: '1000' } });
    expect(raised?.pending?.effectiveAt).toBe(Date.UTC(2026, 10, 29, 9, 0));
    expect((await deposit(client, '300')).body.errorCode).toBe('RG_DEPOSIT_LIMIT_EXCEEDED');
    // A weekly limit lower than what the daily one leaves wins.
    await setLimit(client, '100', '7d');
    expect((await deposit(client, '150')).body.errorCode).toBe('RG_DEPOSIT_LIMIT_EXCEEDED');
    await setLimit(client, null, '7d');
    advanceClock(24 * HOUR - 1);
    expect((await deposit(client, '300')).body.errorCode).toBe('RG_DEPOSIT_LIMIT_EXCEEDED');
    advanceClock(1);
    const limits = (await client.json<{ limits: Limit[] }>('GET', '/wps/rg/limits')).body.value?.limits;
    expect(limits?.find((l) => l.period === '24h' && l.kind === 'deposit')).toMatchObject({
      amount: '1000',
      pending: null,
    });
    expect(limits?.find((l) => l.period === '7d' && l.kind === 'deposit')?.amount).toBeNull();
    expect((await deposit(client, '300')).body.success).toBe(true);
  });

  it('a self-exclusion ends the session and refuses login with its end date; it cannot be shortened', async () => {
    const client = await loggedIn();
    const res = await client.json<{ kind: string; until: number }>('POST', '/wps/rg/exclusion', {
      kind: 'selfExclusion',
      duration: '6m',
    });
    const until = Date.UTC(2027, 4, 28, 9, 0);
    expect(res.body.value).toEqual({ kind: 'selfExclusion', until });
    expect((await client.json('GET', '/wps/rg/limits')).status).toBe(401);
    const again = await new WireClient(BASE).login('player01', 'Passw0rd1');
    expect(again.body).toMatchObject({ success: false, errorCode: 'RG_SELF_EXCLUDED', value: { until } });
    expect(again.body.message).toContain('2027-05-28');
    advanceClock(until - Date.UTC(2026, 10, 28, 9, 0));
    expect((await new WireClient(BASE).login('player01', 'Passw0rd1')).body.success).toBe(true);
  });

  it('a time-out refuses real-money launches and deposits; a shorter one cannot replace a longer', async () => {
    const client = await loggedIn();
    await client.json('POST', '/wps/rg/exclusion', { kind: 'timeout', duration: '7d' });
    const second = await new WireClient(BASE).login('player01', 'Passw0rd1');
    expect(second.body.errorCode).toBe('RG_TIMEOUT_ACTIVE');
    // Refused at the login already; a token kept from before no longer works.
    expect((await deposit(client, '50')).status).toBe(401);
    advanceClock(7 * 24 * HOUR);
    const back = await loggedIn();
    expect((await back.json('GET', '/wps/rg/exclusion')).body.value).toEqual({ kind: null, until: null });
    await back.json('POST', '/wps/rg/exclusion', { kind: 'timeout', duration: '30d' });
    const mine = await new WireClient(BASE).login('player01', 'Passw0rd1');
    expect(mine.body.errorCode).toBe('RG_TIMEOUT_ACTIVE');
  });

  it('answers the session figures for the reality check as exact decimals', async () => {
    const client = await loggedIn();
    const res = await client.json<{ since: number; staked: string; won: string; net: string }>(
      'GET',
      '/wps/rg/session',
    );
    expect(res.body.value?.since).toBe(Date.UTC(2026, 10, 28, 9, 0));
    for (const field of ['staked', 'won', 'net'] as const)
      expect(res.body.value?.[field]).toMatch(/^-?\d+(\.\d+)?$/);
  });

  it('refuses a real-money launch once the daily session-time limit is used up, with its own code', async () => {
    const client = await loggedIn();
    const game = db.game.getAll().find((g) => g.gameType === 'RNG' && !g.maintenance);
    if (!game) throw new Error('no slot in the seed');
    const query = new URLSearchParams({
      launchMode: 'GLS',
      confirmTrans: '0',
      platform: 'html5',
      clientType: '2',
      accountType: '1',
      language: 'EN',
      webView: 'false',
      isCoin: 'false',
      vassalage: game.vassalage,
      gameId: game.gameId,
    });
    const launch = () => client.json('GET', `/wps/game/launchGame?${query}`);
    expect((await launch()).body.success).toBe(true);
    await setLimit(client, '1', '24h', 'session');
    advanceClock(2 * 60_000);
    const refused = await launch();
    expect(refused.body).toMatchObject({ success: false, errorCode: 'RG_SESSION_LIMIT_REACHED' });
  });

  it('keeps the reality-check interval: none chosen answers null (the merchant default), then the choice', async () => {
    const client = await loggedIn();
    const before = await client.json<{ realityCheck: number | null }>('GET', '/wps/rg/session');
    expect(before.body.value?.realityCheck).toBeNull();
    const set = await client.json<{ realityCheck: number | null }>('POST', '/wps/rg/session', {
      realityCheck: 15,
    });
    expect(set.body.value?.realityCheck).toBe(15);
    const after = await client.json<{ realityCheck: number | null }>('GET', '/wps/rg/session');
    expect(after.body.value?.realityCheck).toBe(15);
    expect((await client.json('POST', '/wps/rg/session', { realityCheck: 20 })).body.success).toBe(false);
  });
});
