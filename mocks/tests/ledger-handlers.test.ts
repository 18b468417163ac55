// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { resetMockBackend, useScenario } from '../node';
import { WireClient } from './wire-client';

const BASE = 'http://wps.test';

beforeEach(() => resetMockBackend());

interface Balance {
  sumBalance: number;
  balance: { accountTypeId: number; availBalance: number; locked: boolean }[];
}

async function loggedIn(account: string): Promise<WireClient> {
  const client = new WireClient(BASE);
  await client.login(account, 'Passw0rd1');
  return client;
}

const main = async (client: WireClient) =>
  (await client.json<Balance>('GET', '/wps/v2/wallets/balance')).body.value?.balance.find(
    (b) => b.accountTypeId === 2,
  )?.availBalance;

describe('the wallet handlers keep the books', () => {
  it('creates a deposit pending; the /__mock switch approves it and the balance rises by exactly that', async () => {
    const client = await loggedIn('player01');
    const created = await client.json<{ transactionId: number }>('POST', '/wps/transaction/deposit/mt', {
      amount: '150.25',
    });
    expect(created.body.success).toBe(true);
    expect(await main(client)).toBe(1234.56);
    const records = await client.json<{ list: { status: string; amount: number }[] }>(
      'GET',
      '/wps/report/depositTransaction?pageNo=1&pageSize=5',
    );
    expect(records.body.value?.list[0]).toMatchObject({ status: 'PENDING', amount: 150.25 });
    const id = String(created.body.value?.transactionId);
    await fetch(`${BASE}/__mock/deposits/settle?decision=approve&id=${id}`, { method: 'POST' });
    expect(await main(client)).toBe(1384.81);
    const settled = await client.json<{ list: { status: string }[] }>(
      'GET',
      '/wps/report/depositTransaction?pageNo=1&pageSize=5',
    );
    expect(settled.body.value?.list[0]?.status).toBe('SUCCESS');
  });

  it('refuses a deposit or a wallet transfer whose amount the contract refuses: nothing is booked', async () => {
    const client = await loggedIn('player01');
    const deposits = async () =>
      (await client.json<{ list: unknown[] }>('GET', '/wps/report/depositTransaction?pageNo=1&pageSize=50'))
        .body.value?.list.length;
    const depositsBefore = await deposits();
    for (const amount of ['1e-9', 5e-324, '0.001', '0', '-5', ' 10', 150]) {
      const deposit = await client.json('POST', '/wps/transaction/deposit/mt', { amount });
      expect(deposit.status, `deposit ${amount}`).toBe(400);
      expect(deposit.body.errorCode).toBe('request_param_err');
      const transfer = await client.encrypted('POST', '/wps/relay/GCS_walletTransfer', {
        amount,
        fromAccountTypeId: 2,
        toAccountTypeId: 1,
      });
      expect(transfer.body.errorCode, `transfer ${amount}`).toBe('request_param_err');
    }
    expect(await main(client)).toBe(1234.56);
    expect(await deposits()).toBe(depositsBefore);
  });

  it('a rejected deposit changes no balance', async () => {
    const client = await loggedIn('player01');
    const created = await client.json<{ transactionId: number }>('POST', '/wps/transaction/deposit/mt', {
      amount: '500',
    });
    const id = String(created.body.value?.transactionId);
    await fetch(`${BASE}/__mock/deposits/settle?decision=reject&id=${id}`, { method: 'POST' });
    expect(await main(client)).toBe(1234.56);
  });

  it('a withdrawal needs a bank card and the withdrawal password, then holds the amount', async () => {
    const player = await loggedIn('player01');
    const noCard = await player.encrypted('POST', '/wps/v2/transaction/withdraw', { amount: '100' });
    expect(noCard.body.errorCode).toBe('BANK_CARD_REQUIRED');

    useScenario('noWithdrawalPassword');
    const vip = await loggedIn('vip05');
    const noPassword = await vip.encrypted('POST', '/wps/v2/transaction/withdraw', { amount: '100' });
    expect(noPassword.body.errorCode).toBe('PAYMENT_PASSWORD_NOT_SET');
    await vip.encrypted('PUT', '/wps/member/paymentPassword', {
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    const list = () =>
      vip.json<{ receivedAmount: string }[]>('GET', '/wps/relay/MCSFE_getPaymentConfirmationList');
    const pendingBefore = (await list()).body.value?.length ?? 0;
    const done = await vip.encrypted('POST', '/wps/v2/transaction/withdraw', {
      amount: '300.10',
      paymentPassword: '135790',
    });
    expect(done.body.success).toBe(true);
    expect(await main(vip)).toBe(87699.9);
    expect((await list()).body.value).toHaveLength(pendingBefore + 1);
  });

  it('refuses withdrawals outside the scenario limits and over the balance', async () => {
    useScenario('withdrawLimits');
    const vip = await loggedIn('vip05');
    const send = (amount: string) =>
      vip.encrypted('POST', '/wps/v2/transaction/withdraw', { amount, paymentPassword: '246810' });
    expect((await send('199.99')).body.errorCode).toBe('WITHDRAW_AMOUNT_INVALID');
    expect((await send('1000.01')).body.errorCode).toBe('WITHDRAW_AMOUNT_INVALID');
    useScenario('insufficientBalance');
    const poor = await loggedIn('vip05');
    expect(
      (
        await poor.encrypted('POST', '/wps/v2/transaction/withdraw', {
          amount: '100',
          paymentPassword: '246810',
        })
      ).body.errorCode,
    ).toBe('INSUFFICIENT_BALANCE');
  });

  it('a transfer to the upline asks for the payment password; a wrong one moves nothing', async () => {
    const down = await loggedIn('down01');
    const agent = await loggedIn('agent1');
    const before = [await main(down), await main(agent)];
    expect(before).toEqual([500, 1015.41]);
    const wrong = await down.encrypted('POST', '/wps/relay/GCS_walletTransfer', {
      amount: '100',
      toUpline: true,
      paymentPassword: '111111',
    });
    expect(wrong.body).toMatchObject({
      success: false,
      errorCode: 'PAYMENT_PASSWORD_INCORRECT',
      message: 'The withdrawal password is incorrect',
    });
    const missing = await down.encrypted('POST', '/wps/relay/GCS_walletTransfer', {
      amount: '100',
      toUpline: true,
    });
    expect(missing.body.errorCode).toBe('PAYMENT_PASSWORD_INCORRECT');
    expect([await main(down), await main(agent)]).toEqual(before);
    const right = await down.encrypted('POST', '/wps/relay/GCS_walletTransfer', {
      amount: '100.25',
      toUpline: true,
      paymentPassword: '246810',
    });
    expect(right.body.success).toBe(true);
    // The money changes hands: what down01 lost, agent1 gained.
    expect([await main(down), await main(agent)]).toEqual([399.75, 1115.66]);
    useScenario('default', { wallet: { transferNeedsPaymentPassword: false } });
    const unasked = await down.encrypted('POST', '/wps/relay/GCS_walletTransfer', {
      amount: '0.75',
      toUpline: true,
    });
    expect(unasked.body.success).toBe(true);
    expect(await main(down)).toBe(399);
  });

  it('transfers to a game wallet and recalls all; a locked wallet stays put', async () => {
    useScenario('walletLocked');
    const vip = await loggedIn('vip05');
    const locked = await vip.encrypted('POST', '/wps/relay/GCS_walletTransfer', {
      amount: '10',
      fromAccountTypeId: 2,
      toAccountTypeId: 1,
    });
    expect(locked.body.errorCode).toBe('WALLET_LOCKED');
    await vip.encrypted('POST', '/wps/relay/GCS_walletTransfer', {
      amount: '500',
      fromAccountTypeId: 2,
      toAccountTypeId: 3,
    });
    expect(await main(vip)).toBe(87500);
    const recall = await vip.encrypted('POST', '/wps/relay/GCS_walletTransfer', { recallAll: true });
    expect(recall.body.success).toBe(true);
    const after = (await vip.json<Balance>('GET', '/wps/v2/wallets/balance')).body.value;
    expect(after?.balance.find((b) => b.accountTypeId === 2)?.availBalance).toBe(88000);
    expect(after?.balance.find((b) => b.accountTypeId === 1)).toMatchObject({
      availBalance: 1520.75,
      locked: true,
    });
    expect(after?.sumBalance).toBe(89520.75);
  });

  it('single-wallet merchants show one wallet and refuse transfers', async () => {
    useScenario('singleWallet');
    const vip = await loggedIn('vip05');
    expect(
      (await vip.json<{ isSingle: boolean }>('GET', '/wps/relay/GCS_merchantWallet')).body.value?.isSingle,
    ).toBe(true);
    expect((await vip.json<Balance>('GET', '/wps/v2/wallets/balance')).body.value?.balance).toHaveLength(1);
    const refused = await vip.encrypted('POST', '/wps/relay/GCS_walletTransfer', {
      amount: '1',
      fromAccountTypeId: 2,
      toAccountTypeId: 1,
    });
    expect(refused.status).toBe(400);
  });

  it('depositDisabled answers allowDeposit N and refuses deposits', async () => {
    useScenario('depositDisabled');
    const vip = await loggedIn('vip05');
    expect(
      (await vip.json<{ allowDeposit: string }>('GET', '/wps/relay/MCSFE_getDepositSettings')).body.value
        ?.allowDeposit,
    ).toBe('N');
    expect((await vip.json('POST', '/wps/transaction/deposit/mt', { amount: '200' })).body.errorCode).toBe(
      'DEPOSIT_NOT_ALLOWED',
    );
  });
});
