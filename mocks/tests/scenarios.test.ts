// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { resetMockBackend, useScenario } from '../node';
import { buildScenario, designedModIds, scenarioNames, scenarios, wireModIds } from '../scenarios';
import { WireClient } from './wire-client';

const BASE = 'http://wps.test';
/** Every call carries the Merchant header, as the backend (and the mock) require. */
const fetch = (url: string) => globalThis.fetch(url, { headers: { Merchant: 'demo01a' } });

type StatusValue = {
  info: {
    whitelabel: { modId: string; childrenNodes: { modId: string }[] }[];
    register: Record<string, { enabled: boolean }>;
  };
  maintenance: unknown;
  regionRestriction: unknown;
};

function enabledModIds(value: StatusValue | undefined): string[] {
  return (value?.info.whitelabel ?? []).flatMap((n) => n.childrenNodes.map((c) => c.modId));
}

beforeEach(() => resetMockBackend());

describe('scenario registry', () => {
  it('defines every scenario name of the brief, each buildable', () => {
    expect(new Set(scenarioNames).size).toBe(scenarioNames.length);
    for (const name of scenarioNames) expect(scenarios[name].name).toBe(name);
  });

  it('deep-merges overrides without losing the other flags', () => {
    const s = buildScenario('smsLogin', {
      whitelabel: { FREEPLAY3: true },
      faults: { 'session.login': { kind: 'network' } },
    });
    expect(s.whitelabel.MOBILEVERCODELOGIN3).toBe(true);
    expect(s.whitelabel.FREEPLAY3).toBe(true);
    expect(s.whitelabel.CAPTCHA3).toBe(true);
    expect(s.faults['session.login']).toEqual({ kind: 'network' });
  });
});

describe('scenario switching through the status route', () => {
  const client = () => new WireClient(BASE);

  it('reports normal, maintenance and region-blocked status', async () => {
    const normal = await client().json<StatusValue>('GET', '/wps/system/status');
    expect(normal.body.value).toMatchObject({ maintenance: false, regionRestriction: false });

    useScenario('maintenance');
    const maintenance = await client().json<StatusValue>('GET', '/wps/system/status');
    expect(maintenance.body.value?.maintenance).toMatchObject({
      status: 1,
      title: expect.any(String),
      endTime: expect.any(String),
      info: expect.any(String),
    });

    useScenario('regionBlocked');
    const blocked = await client().json<StatusValue>('GET', '/wps/system/status');
    expect(blocked.body.value?.regionRestriction).toMatchObject({
      ip: '203.0.113.45',
      info: expect.any(String),
    });
  });

  it('turns white-label switches on per scenario', async () => {
    const base = enabledModIds((await client().json<StatusValue>('GET', '/wps/system/status')).body.value);
    expect(base).not.toContain('FREEPLAY3');
    useScenario('freePlay');
    expect(
      enabledModIds((await client().json<StatusValue>('GET', '/wps/system/status')).body.value),
    ).toContain('FREEPLAY3');
    useScenario('mobileRegistration');
    const mobile = enabledModIds((await client().json<StatusValue>('GET', '/wps/system/status')).body.value);
    expect(mobile).toEqual(expect.arrayContaining(['MOBILENUMREG3', 'REGMOBVERF3']));
  });

  it('sends the wire ids alone by default, the designed ones only in designedSwitches (ADR 050)', async () => {
    const ids = (value: StatusValue | undefined) =>
      (value?.info.whitelabel ?? []).flatMap((n) => [n.modId, ...n.childrenNodes.map((c) => c.modId)]);
    const wire: readonly string[] = [...wireModIds, 'COMM3', 'PASS3'];
    const byDefault = ids((await client().json<StatusValue>('GET', '/wps/system/status')).body.value);
    expect(byDefault.filter((id) => !wire.includes(id))).toEqual([]);
    expect(byDefault).toEqual(expect.arrayContaining(['REG3', 'CAPTCHA3', 'AFFMAN3', 'SIGNCONDIV3']));
    useScenario('designedSwitches');
    const designed = ids((await client().json<StatusValue>('GET', '/wps/system/status')).body.value);
    expect(designed).toEqual(expect.arrayContaining([...designedModIds]));
    // A designed id set away from the site's default is sent, and only that one.
    useScenario('loginToHome');
    const one = ids((await client().json<StatusValue>('GET', '/wps/system/status')).body.value);
    expect(one.filter((id) => !wire.includes(id))).toEqual(['LOGINTOHOME3']);
  });

  it('serves the register settings variant of the scenario', async () => {
    useScenario('allRegistrationFields');
    const all = await client().json<Record<string, { enabled: boolean; required: boolean }>>(
      'GET',
      '/wps/system/setting/register',
    );
    expect(all.body.value?.email).toMatchObject({ enabled: true, required: true });
    useScenario('usernameRegistrationOnly');
    const only = await client().json<Record<string, { enabled: boolean }>>(
      'GET',
      '/wps/system/setting/register',
    );
    expect(only.body.value?.mobileNum?.enabled).toBe(false);
  });

  it('free play creates a guest only when FREEPLAY3 is on', async () => {
    expect((await client().json('POST', '/wps/session/login/freeplay')).status).toBe(400);
    useScenario('freePlay');
    const guest = client();
    const res = await guest.json<{ token: string; userName: string }>('POST', '/wps/session/login/freeplay');
    expect(res.body.value?.userName).toMatch(/^guest\d{6}$/);
    guest.token = res.body.value?.token ?? null;
    expect((await guest.json('GET', '/wps/member/info')).status).toBe(200);
  });
});

describe('faults', () => {
  it('answers a per-route network error, 500, malformed body and business failure', async () => {
    useScenario('default', { faults: { 'system.country': { kind: 'network' } } });
    await expect(fetch(`${BASE}/wps/system/country`)).rejects.toThrow();

    useScenario('default', { faults: { '/wps/system/country': { kind: 'http500' } } });
    expect((await fetch(`${BASE}/wps/system/country`)).status).toBe(500);

    useScenario('default', { faults: { 'system.country': { kind: 'malformed' } } });
    const malformed = await fetch(`${BASE}/wps/system/country`);
    await expect(malformed.json()).rejects.toThrow();

    useScenario('default', {
      faults: {
        'system.country': { kind: 'business', errorCode: 'TOO_MANY_REQUESTS', message: 'Slow down' },
      },
    });
    expect(await (await fetch(`${BASE}/wps/system/country`)).json()).toMatchObject({
      success: false,
      errorCode: 'TOO_MANY_REQUESTS',
    });

    // Other routes are untouched.
    expect((await fetch(`${BASE}/wps/system/domainRoute`)).status).toBe(200);
  });

  it('never answers a timeout fault (the client has to give up)', async () => {
    useScenario('default', { faults: { 'system.country': { kind: 'timeout' } } });
    const outcome = await Promise.race([
      fetch(`${BASE}/wps/system/country`).then(() => 'answered'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 300)),
    ]);
    expect(outcome).toBe('still waiting');
  });

  it('offline fails every route; flaky fails every 3rd request; slow adds latency', async () => {
    useScenario('offline');
    await expect(fetch(`${BASE}/wps/system/status`)).rejects.toThrow();

    useScenario('flaky');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await fetch(`${BASE}/wps/system/country`)).status);
    expect(statuses.filter((s) => s === 500)).toHaveLength(2);

    useScenario('slow', { latencyMs: 250 });
    const started = Date.now();
    await fetch(`${BASE}/wps/system/country`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });
});

describe('realistic data', () => {
  it('has banners for every group, one with a disallowed external target, and notices with HTML', async () => {
    type Ann = {
      banners: { groupName: string; linkageType: string | null; linkage: string | null; url: string }[];
      player: { content: string }[];
    };
    const res = await new WireClient(BASE).json<Ann>(
      'GET',
      '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B',
    );
    const groups = new Set(res.body.value?.banners.map((b) => b.groupName));
    for (const g of [
      'w_home',
      'w_rng',
      'w_live',
      'w_fish',
      'w_pvp',
      'w_sports',
      'w_esports',
      'w_lott',
      'w_down',
      'w_promotion',
      'w_shop',
      'w_help',
      'w_reg',
      'w_forget',
    ]) {
      expect(groups).toContain(g);
    }
    // Pictures by address, as a real backend's CDN paths (mocks/lib/art.ts), drawn by the mock's art route.
    expect(res.body.value?.banners.every((b) => b.url.startsWith('/mock-art/banner.svg?'))).toBe(true);
    expect(
      res.body.value?.banners.some((b) => b.linkageType === '3' && b.linkage?.includes('.invalid')),
    ).toBe(true);
    expect(res.body.value?.player.length).toBeGreaterThanOrEqual(20);
    expect(res.body.value?.player[0]?.content).toMatch(/<p>/);

    const bannersOnly = await new WireClient(BASE).json<Ann>(
      'GET',
      '/wps/relay/MCSFE_getListAnnouncements?types=B',
    );
    expect(bannersOnly.body.value?.player).toEqual([]);
  });

  it('lists the seven country dialing codes', async () => {
    const res = await new WireClient(BASE).json<{ countryCode: string; countryDialingCode: string }[]>(
      'GET',
      '/wps/system/country',
    );
    expect(res.body.value?.map((c) => `${c.countryCode}${c.countryDialingCode}`)).toEqual([
      'MY+60',
      'PH+63',
      'VN+84',
      'TH+66',
      'ID+62',
      'CN+86',
      'SG+65',
    ]);
  });
});
