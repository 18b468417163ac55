// @vitest-environment node
/*
 * `npm run wire:check` against the plain HTTP mock server on a free loopback port, so msw must not
 * intercept its fetches: the shared setup leaves interception off in files that mention
 * setupServer( (this comment does).
 */
import type { Server } from 'node:http';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer } from '@mocks/server';
import { allRoutes } from '@/contracts/routes';
import { run } from './wire-check';
import type { RouteResult, WireCheckReport } from './wire-check/check';
import { MEMBER_CALLS, NOT_CHECKED, VISITOR_CALLS } from './wire-check/routes';
import { routeName } from '@/contracts/names';

const MERCHANT = 'demo01a';
const ACCOUNT = ['--user', 'player01', '--password', 'Passw0rd1'];

const servers: Server[] = [];
async function mockServer(extra: Parameters<typeof startMockServer>[2] = []): Promise<string> {
  const { server, url } = await startMockServer(0, '127.0.0.1', extra);
  servers.push(server);
  return url;
}
afterAll(() => Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve())))));

/** Runs the CLI as an operator would, with --json: its exit code and its report. */
async function check(base: string, ...extra: string[]) {
  const printed: string[] = [];
  const code = await run(['--base-url', base, '--merchant', MERCHANT, '--json', ...extra], (line: string) =>
    printed.push(line),
  );
  return { code, report: JSON.parse(printed.join('\n')) as WireCheckReport & { exitCode: number } };
}

const notOk = (results: readonly RouteResult[]) =>
  results
    .filter((r) => r.verdict !== 'ok')
    .map(({ routeId, verdict, issues }) => ({ routeId, verdict, issues }));

let base = '';
beforeAll(async () => {
  base = await mockServer();
});

describe('npm run wire:check', () => {
  it('finds every listed route ok on the default mock, the member path included, and exits 0', async () => {
    const { code, report } = await check(base, ...ACCOUNT);
    expect(notOk(report.results)).toEqual([]);
    expect(report.results.map((r) => `${r.as} ${r.routeId}`)).toEqual([
      ...VISITOR_CALLS.map((c) => `visitor ${routeName(c.route)}`),
      'member session.login',
      ...MEMBER_CALLS.map((c) => `member ${routeName(c.route)}`),
      'member session.logout',
    ]);
    expect(code).toBe(0);
  });

  it('names exactly the three drifted routes of the wireDrift scenario, with their paths, and exits 1', async () => {
    await fetch(`${base}/__mock/scenario?name=wireDrift`, { method: 'POST' });
    const { code, report } = await check(base);
    expect(notOk(report.results)).toEqual([
      { routeId: 'system.country', verdict: 'drift', issues: ['value[].countryDialingCode'] },
      { routeId: 'system.helpCenter', verdict: 'drift', issues: ['value[].title'] },
      { routeId: 'home.winnerBoard', verdict: 'drift', issues: ['value.list'] },
    ]);
    expect(code).toBe(1);
    expect(report.exitCode).toBe(1);
  });

  it('prints the table an operator reads, with no value of the answers', async () => {
    await fetch(`${base}/__mock/scenario?name=wireDrift`, { method: 'POST' });
    const printed: string[] = [];
    await run(['--base-url', base, '--merchant', MERCHANT], (line: string) => printed.push(line));
    const table = printed.join('\n');
    expect(table).toMatch(/^ {2}system\.country +drift +value\[\]\.countryDialingCode$/m);
    expect(table).toMatch(/^ {2}system\.status +ok$/m);
    expect(table).toMatch(/^27 ok, 3 drift, 0 missing, 0 extension absent, 0 error$/m);
    // The drifted value (60) and the answers' text appear nowhere.
    expect(table).not.toMatch(/\b60\b|\+60|Malaysia/);
  });

  it('tells a missing route and an absent extension apart', async () => {
    const notFound = () => HttpResponse.json({ success: false, errorCode: 'not_found' }, { status: 404 });
    const refused = () =>
      HttpResponse.json({ success: false, errorCode: 'function.not.available', message: 'off' });
    const trimmed = await mockServer([
      http.get('*/wps/relay/VIS_getJackpot', notFound),
      http.get('*/wps/rg/limits', notFound),
      http.get('*/wps/rg/exclusion', refused),
    ]);
    const { code, report } = await check(trimmed, ...ACCOUNT);
    expect(notOk(report.results)).toEqual([
      { routeId: 'home.jackpot', verdict: 'missing', issues: [] },
      { routeId: 'responsibleGambling.limits', verdict: 'extension absent', issues: [] },
      { routeId: 'responsibleGambling.exclusion', verdict: 'extension absent', issues: [] },
    ]);
    expect(code).toBe(0);
  });

  it('exits 2 when the account cannot log in or the merchant is unknown, and on wrong arguments', async () => {
    const refusedLogin = await check(base, '--user', 'player01', '--password', 'wrong');
    expect(refusedLogin.code).toBe(2);
    expect(refusedLogin.report.results.find((r) => r.routeId === 'session.login')).toMatchObject({
      verdict: 'ok',
      note: expect.stringMatching(/^failure /),
    });
    const unknownMerchant = await run(['--base-url', base, '--merchant', 'nobody1'], () => undefined);
    expect(unknownMerchant).toBe(2);
    expect(await run(['--merchant', MERCHANT], () => undefined)).toBe(2);
  });
});

describe('the routes the check calls', () => {
  const noTokenGets = allRoutes()
    .filter(({ route, meta }) => route.method === 'GET' && !meta.token)
    .map(({ key }) => key);

  it('are every GET route the contracts let a visitor ask, less the ones set aside with a reason', () => {
    const visitor = VISITOR_CALLS.map((c) => routeName(c.route));
    expect(new Set(visitor).size).toBe(visitor.length);
    expect([...visitor, ...Object.keys(NOT_CHECKED)].sort()).toEqual([...noTokenGets].sort());
  });

  it('ask the member path only with read-only calls', () => {
    for (const { route } of MEMBER_CALLS) expect(route.method).toBe('GET');
  });
});
