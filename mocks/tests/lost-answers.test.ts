// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { resetMockBackend, useScenario } from '../node';
import { WireClient } from './wire-client';

/**
 * The lost-answer scenarios (ADR 033): `moneyAnswerLost` lets the first money call of each kind take
 * effect and then drops its answer; `moneyRequestLost` drops it before the mock sees it. Either way
 * the next call of that kind answers normally.
 */

const BASE = 'http://wps.test';
const TRANSFER = '/wps/relay/GCS_walletTransfer';
const toGame = { amount: '200', fromAccountTypeId: 2, toAccountTypeId: 1 };

beforeEach(() => resetMockBackend());

async function mainBalance(client: WireClient): Promise<number | undefined> {
  const answer = await client.json<{ balance: { accountTypeId: number; availBalance: number }[] }>(
    'GET',
    '/wps/v2/wallets/balance',
  );
  return answer.body.value?.balance.find((row) => row.accountTypeId === 2)?.availBalance;
}

async function loggedIn(): Promise<WireClient> {
  const client = new WireClient(BASE);
  await client.login('player01', 'Passw0rd1');
  return client;
}

describe('lost-answer scenarios', () => {
  it('moneyAnswerLost: the first transfer moves the money, then its answer never arrives', async () => {
    const client = await loggedIn();
    useScenario('moneyAnswerLost');
    const before = await mainBalance(client);
    await expect(client.encrypted('POST', TRANSFER, toGame)).rejects.toThrow();
    expect(await mainBalance(client)).toBe((before ?? 0) - 200);
    // The fault is spent: the next transfer answers.
    expect((await client.encrypted('POST', TRANSFER, toGame)).body.success).toBe(true);
    expect(await mainBalance(client)).toBe((before ?? 0) - 400);
  });

  it('moneyRequestLost: the first transfer never reaches the books, the next one does', async () => {
    const client = await loggedIn();
    useScenario('moneyRequestLost');
    const before = await mainBalance(client);
    await expect(client.encrypted('POST', TRANSFER, toGame)).rejects.toThrow();
    expect(await mainBalance(client)).toBe(before);
    expect((await client.encrypted('POST', TRANSFER, toGame)).body.success).toBe(true);
    expect(await mainBalance(client)).toBe((before ?? 0) - 200);
  });

  it('switching the scenario on again arms the fault again', async () => {
    const client = await loggedIn();
    useScenario('moneyRequestLost');
    await expect(client.encrypted('POST', TRANSFER, toGame)).rejects.toThrow();
    expect((await client.encrypted('POST', TRANSFER, toGame)).body.success).toBe(true);
    useScenario('moneyRequestLost');
    await expect(client.encrypted('POST', TRANSFER, toGame)).rejects.toThrow();
  });
});
