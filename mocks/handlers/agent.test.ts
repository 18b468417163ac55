// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encryptBody } from '@/api/wire-crypto';
import { add, multiply } from '@/money/money';
import { db } from '../db';
import { RSA_MODULUS_HEX } from '../lib/keys';
import { restoreSnapshot, takeSnapshot } from '../lib/snapshot';
import { useScenario } from '../scenarios';
import { seedDb } from '../seed';
import { agentHandlers } from './agent';

const server = setupServer(...agentHandlers);
const BASE = 'http://wps.test';

type Envelope = { success: boolean; value?: unknown; errorCode?: string };

function tokenFor(account: string): string {
  const member = db.member.findFirst({ where: { account: { equals: account } } });
  if (!member) throw new Error(`no seeded member ${account}`);
  const token = `test-token-${account}`;
  if (!db.session.findFirst({ where: { token: { equals: token } } })) {
    db.session.create({ token, memberId: member.id, deviceId: null, createdAt: Date.now() });
  }
  return token;
}

async function call(
  path: string,
  init: { method?: string; token?: string; body?: unknown; encrypted?: boolean } = {},
) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Merchant: 'demo01a' };
  if (init.token) headers.Authorization = init.token;
  let body: string | undefined;
  if (init.body !== undefined) {
    const enc = init.encrypted ? encryptBody(init.body, RSA_MODULUS_HEX) : null;
    if (enc) Object.assign(headers, enc.headers);
    body = JSON.stringify(enc ? enc.body : init.body);
  }
  const res = await fetch(`${BASE}${path}`, { method: init.method ?? 'GET', headers, body });
  return { status: res.status, json: (await res.json()) as Envelope };
}

/** agent1's seeded payment password, which a transfer to a downline asks for. */
const PAY = '246810';

const balanceOf = (account: string): number => {
  const member = db.member.findFirst({ where: { account: { equals: account } } });
  const wallet = db.wallet.findFirst({ where: { memberId: { equals: member?.id ?? -1 } } });
  return wallet ? Number(wallet.sumBalance) : NaN;
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  useScenario('default');
  seedDb();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const READ_ROUTES = [
  '/wps/relay/ACFE_getTeamOverview',
  '/wps/agent/downlines',
  '/wps/agent/affiliateUrls',
  '/wps/agent/transferEnabled',
  '/wps/report/downlineTransaction',
  '/wps/report/income',
  '/wps/relay/MCS2_processDividendReq',
];

describe('agent centre', () => {
  it.each(['player01', 'trial01', 'vip05'])(
    'refuses the non-agent %s on every agent route',
    async (account) => {
      const token = tokenFor(account);
      for (const path of READ_ROUTES) {
        expect((await call(path, { token })).json, path).toMatchObject({
          success: false,
          errorCode: 'AGENT_ONLY',
        });
      }
    },
  );

  it('needs a session', async () => {
    expect((await call('/wps/agent/downlines')).status).toBe(401);
  });

  it.each(['agent1', 'agent2', 'agent41', 'agent42'])('pages the downlines of %s', async (account) => {
    const token = tokenFor(account);
    const page = (await call('/wps/agent/downlines?pageNo=1&pageSize=10', { token })).json.value as {
      list: { username: string }[];
      totalCount: number;
      totalPages: number;
    };
    expect(page.totalCount).toBeGreaterThanOrEqual(24);
    expect(page.list).toHaveLength(10);
    expect(page.totalPages).toBe(Math.ceil(page.totalCount / 10));
    // The team is the agent's real accounts (parentId) and its seeded downline rows.
    const agent = db.member.findFirst({ where: { account: { equals: account } } });
    const own = new Set(
      db.member
        .findMany({ where: { parentId: { equals: agent?.id ?? -1 } } })
        .map((m) => m.account.toLowerCase()),
    );
    expect(page.list.every((d) => d.username.startsWith(`${account}d`) || own.has(d.username))).toBe(true);
  });

  it('refuses a transfer amount the contract refuses, whatever sent it: no money moves', async () => {
    const token = tokenFor('agent1');
    const downline = db.agentDownline.findFirst({ where: { agentKey: { equals: 'agent1' } } });
    if (!downline) throw new Error('seeded agent1 downline');
    const transactions = () => db.agentTransaction.count({ where: { agentKey: { equals: 'agent1' } } });
    const before = { agent: balanceOf('agent1'), downline: downline.balance, transactions: transactions() };
    for (const amount of ['1e-9', 5e-324, '0.001', '0', '-5', 10]) {
      const refused = await call('/wps/agent/transferDownline', {
        method: 'PUT',
        token,
        encrypted: true,
        body: { downlineUsername: downline.username, amount },
      });
      expect(refused.status, String(amount)).toBe(400);
      expect(refused.json.errorCode).toBe('request_param_err');
    }
    expect(balanceOf('agent1')).toBe(before.agent);
    expect(db.agentDownline.findFirst({ where: { id: { equals: downline.id } } })?.balance).toBe(
      before.downline,
    );
    expect(transactions()).toBe(before.transactions);
  });

  it('registers a downline and transfers balance to it (encrypted calls)', async () => {
    const token = tokenFor('agent1');
    const registered = await call('/wps/agent/downline', {
      method: 'POST',
      token,
      encrypted: true,
      body: { username: 'newbie77', password: 'abc12345', confirmPassword: 'abc12345' },
    });
    expect(registered.json.success).toBe(true);
    const duplicate = await call('/wps/agent/downline', {
      method: 'POST',
      token,
      encrypted: true,
      body: { username: 'player01', password: 'abc12345' },
    });
    expect(duplicate.json.errorCode).toBe('US_CUSTOMER_EXIST_ERROR');

    const before = balanceOf('agent1');
    const transfer = await call('/wps/agent/transferDownline', {
      method: 'PUT',
      token,
      encrypted: true,
      body: { downlineUsername: 'newbie77', amount: '25.5', paymentPassword: PAY },
    });
    expect(transfer.json.success).toBe(true);
    expect(balanceOf('agent1')).toBeCloseTo(before - 25.5, 2);
    // The downline is a real account: the money is in its own wallet, and the team list shows it.
    expect(balanceOf('newbie77')).toBe(25.5);
    const found = (await call('/wps/agent/downlines?username=newbie', { token })).json.value as {
      list: { username: string; balance: number | string }[];
    };
    expect(found.list).toEqual([expect.objectContaining({ username: 'newbie77', balance: '25.5' })]);
    const tooMuch = await call('/wps/agent/transferDownline', {
      method: 'PUT',
      token,
      encrypted: true,
      body: {
        downlineUsername: 'newbie77',
        amount: add(multiply(String(before), '10'), '1'),
        paymentPassword: PAY,
      },
    });
    expect(tooMuch.json.errorCode).toBe('INSUFFICIENT_BALANCE');
  });

  it('registers a downline with a rebate per product within the agent’s own, and keeps each', async () => {
    const token = tokenFor('agent1');
    const own = (await call('/wps/agent/globalRebateSettings', { token })).json.value as {
      productType: string;
      rebate: number;
    }[];
    const live = own.find((r) => r.productType === 'LIVE')?.rebate ?? NaN;
    const slots = own.find((r) => r.productType === 'RNG')?.rebate ?? NaN;
    const above = await call('/wps/agent/downline', {
      method: 'POST',
      token,
      encrypted: true,
      body: {
        username: 'rates01',
        password: 'abc12345',
        rebates: [{ productType: 'LIVE', rebate: String(live + 0.01) }],
      },
    });
    expect(above.json.errorCode).toBe('REBATE_ABOVE_OWN');
    expect(db.member.findFirst({ where: { account: { equals: 'rates01' } } })).toBeNull();

    const registered = await call('/wps/agent/downline', {
      method: 'POST',
      token,
      encrypted: true,
      body: {
        username: 'rates01',
        password: 'abc12345',
        rebates: [
          { productType: 'RNG', rebate: String(slots) },
          { productType: 'LIVE', rebate: '0.35' },
        ],
      },
    });
    expect(registered.json.success).toBe(true);
    const kept = (await call('/wps/agent/downlineRebates?username=rates01', { token })).json.value as {
      productType: string;
      rebate: string;
    }[];
    expect(kept.find((r) => r.productType === 'RNG')?.rebate).toBe(String(slots));
    expect(kept.find((r) => r.productType === 'LIVE')?.rebate).toBe('0.35');
    // A product not given takes the default rate.
    expect(kept.find((r) => r.productType === 'SPORTS')?.rebate).toBe('0.8');
  });

  it("pays each accepted contract in the income report under its kind's type, and sums it exactly", async () => {
    const token = tokenFor('agent1');
    const res = await call('/wps/report/income?type=HOURLY_SALARY&pageSize=200', { token });
    const value = res.json.value as {
      list: { username: string; type: string; amount: number }[];
      summary: { amount: string; rows: number };
    };
    const accepted = new Set(
      db.agentContract
        .findMany({ where: { agentKey: { equals: 'agent1' }, kind: { equals: 'hourly' } } })
        .filter((c) => c.status === 'Accept')
        .map((c) => c.downline),
    );
    expect(value.list.length).toBeGreaterThan(0);
    for (const row of value.list) {
      expect(row.type).toBe('HOURLY_SALARY');
      expect(accepted.has(row.username)).toBe(true);
    }
    const total = value.list.reduce((sum, r) => add(sum, String(r.amount)), '0');
    expect(value.summary.amount).toBe(total);
    expect(value.summary.rows).toBe(value.list.length);
  });

  it('moves money to a real downline without making or losing any (down01 under agent1)', async () => {
    const token = tokenFor('agent1');
    const before = balanceOf('agent1') + balanceOf('down01');
    const sent = await call('/wps/agent/transferDownline', {
      method: 'PUT',
      token,
      encrypted: true,
      body: { downlineUsername: 'down01', amount: '100.10', paymentPassword: PAY },
    });
    expect(sent.json.success).toBe(true);
    expect(balanceOf('down01')).toBe(600.1);
    expect(balanceOf('agent1') + balanceOf('down01')).toBeCloseTo(before, 2);
    const zero = await call('/wps/agent/transferDownline', {
      method: 'PUT',
      token,
      encrypted: true,
      body: { downlineUsername: 'down01', amount: '0', paymentPassword: PAY },
    });
    expect(zero.json.success).toBe(false);
  });

  it('refuses a transfer to a downline without the right payment password, and moves nothing', async () => {
    const token = tokenFor('agent1');
    const before = [balanceOf('agent1'), balanceOf('down01')];
    const send = (body: Record<string, unknown>) =>
      call('/wps/agent/transferDownline', { method: 'PUT', token, encrypted: true, body });
    const wrong = await send({ downlineUsername: 'down01', amount: '10', paymentPassword: '111111' });
    expect(wrong.json).toMatchObject({
      success: false,
      errorCode: 'PAYMENT_PASSWORD_INCORRECT',
      message: 'The withdrawal password is incorrect',
    });
    const missing = await send({ downlineUsername: 'down01', amount: '10' });
    expect(missing.json.errorCode).toBe('PAYMENT_PASSWORD_INCORRECT');
    expect([balanceOf('agent1'), balanceOf('down01')]).toEqual(before);
    const agent = db.member.findFirst({ where: { account: { equals: 'agent1' } } });
    db.member.update({ where: { id: { equals: agent?.id ?? -1 } }, data: { paymentPassword: null } });
    const unset = await send({ downlineUsername: 'down01', amount: '10', paymentPassword: PAY });
    expect(unset.json.errorCode).toBe('PAYMENT_PASSWORD_NOT_SET');
    // A merchant that does not ask for it takes the transfer without one.
    useScenario('default', { wallet: { transferNeedsPaymentPassword: false } });
    expect((await send({ downlineUsername: 'down01', amount: '10' })).json.success).toBe(true);
    expect(balanceOf('down01')).toBe(510);
  });

  it('has no team in noDownlines and refuses transfers in transferDisabled', async () => {
    const token = tokenFor('agent1');
    useScenario('noDownlines');
    const page = (await call('/wps/agent/downlines', { token })).json.value as { list: unknown[] };
    expect(page.list).toEqual([]);
    useScenario('transferDisabled');
    expect((await call('/wps/agent/transferEnabled', { token })).json.value).toBe(false);
    const sent = await call('/wps/agent/transferDownline', {
      method: 'PUT',
      token,
      encrypted: true,
      body: { downlineUsername: 'down01', amount: '10', paymentPassword: PAY },
    });
    expect(sent.json.success).toBe(false);
  });

  it('adds and deletes affiliate links, whose codes registration accepts', async () => {
    const token = tokenFor('agent2');
    const initial = (await call('/wps/agent/affiliateUrls', { token })).json.value as { affiUrlId: string }[];
    const added = (
      await call('/wps/agent/affiliateUrl', { method: 'POST', token, body: { accountType: 'member' } })
    ).json.value as { affiUrlId: string; affiliateCode: string; url: string };
    expect(added.url).toContain(`affiliateCode=${added.affiliateCode}`);
    expect(db.affiliate.findFirst({ where: { code: { equals: added.affiliateCode } } })).not.toBeNull();
    expect((await call('/wps/agent/affiliateUrls', { token })).json.value).toHaveLength(initial.length + 1);
    const removed = await call(`/wps/agent/affiliateUrl?affiUrlId=${encodeURIComponent(added.affiUrlId)}`, {
      method: 'DELETE',
      token,
    });
    expect(removed.json.success).toBe(true);
    expect((await call('/wps/agent/affiliateUrls', { token })).json.value).toHaveLength(initial.length);
  });

  it('lists contracts and moves them through Accept and Terminate', async () => {
    const token = tokenFor('agent41');
    const listed = (await call('/wps/relay/MCS2_processDailySalContract', { token })).json.value as {
      list: { contractId: string; status: string; period: string }[];
    };
    expect(listed.list.length).toBeGreaterThanOrEqual(4);
    expect(listed.list.every((c) => ['daily', 'weekly', 'semimonthly', 'monthly'].includes(c.period))).toBe(
      true,
    );
    const pending = db.agentContract.findFirst({
      where: { agentKey: { equals: 'agent41' }, kind: { equals: 'hourly' } },
    });
    if (!pending) throw new Error('seeded hourly contract');
    db.agentContract.update({ where: { id: { equals: pending.id } }, data: { status: 'Pending' } });
    const accepted = await call('/wps/relay/MCS2_processContractHourSalary', {
      method: 'POST',
      token,
      body: { contractId: pending.id, action: 'ACCEPT' },
    });
    expect(accepted.json.value).toMatchObject({ contract: { contractId: pending.id, status: 'Accept' } });
    const again = await call('/wps/relay/MCS2_processContractHourSalary', {
      method: 'POST',
      token,
      body: { contractId: pending.id, action: 'REJECT' },
    });
    expect(again.json.errorCode).toBe('CONTRACT_STATUS_INVALID');
    const ended = await call('/wps/relay/MCS2_processContractHourSalary', {
      method: 'POST',
      token,
      body: { contractId: pending.id, action: 'TERMINATE' },
    });
    expect(ended.json.value).toMatchObject({ contract: { status: 'Terminate' } });
  });

  it('keeps a registered downline, its transfer and an answered contract across a snapshot round trip (a reload of the browser mock)', async () => {
    const token = tokenFor('agent1');
    await call('/wps/agent/downline', {
      method: 'POST',
      token,
      encrypted: true,
      body: {
        username: 'kept88',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        rebates: [{ productType: 'RNG', rebate: '0.5' }],
      },
    });
    await call('/wps/agent/transferDownline', {
      method: 'PUT',
      token,
      encrypted: true,
      body: { downlineUsername: 'kept88', amount: '12', paymentPassword: PAY },
    });
    const contract = db.agentContract.findFirst({ where: { agentKey: { equals: 'agent1' } } });
    if (!contract) throw new Error('seeded agent1 contract');
    db.agentContract.update({ where: { id: { equals: contract.id } }, data: { status: 'Terminate' } });
    const snapshot = JSON.parse(JSON.stringify(takeSnapshot())) as ReturnType<typeof takeSnapshot>;

    seedDb();
    restoreSnapshot(snapshot);

    const team = (await call('/wps/agent/downlines?username=kept88', { token: tokenFor('agent1') })).json
      .value as { list: { username: string; balance: number; rebate: number }[] };
    // The balance is the account's own wallet; the rebate it was given lives on the team row.
    expect(team.list.map((row) => [row.username, Number(row.balance), Number(row.rebate)])).toEqual([
      ['kept88', 12, 0.5],
    ]);
    expect(db.agentContract.findFirst({ where: { id: { equals: contract.id } } })?.status).toBe('Terminate');
  });

  it('answers the same report rows for the same range', async () => {
    const token = tokenFor('agent42');
    const path = '/wps/report/teamPVPFishingPNL?startDate=2025-05-01&endDate=2025-05-31&pageSize=50';
    const a = (await call(path, { token })).json.value as { list: { date: string }[]; totalCount: number };
    const b = (await call(path, { token })).json.value;
    expect(a).toEqual(b);
    expect(a.totalCount).toBeGreaterThan(0);
    expect(a.list.every((r) => r.date >= '2025-05-01' && r.date <= '2025-05-31')).toBe(true);
  });
});
