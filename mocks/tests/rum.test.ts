// @vitest-environment node
/*
 * This file talks to the real loopback HTTP server, so msw must not intercept its fetches: the
 * shared setup leaves interception off in files that mention setupServer( (this comment does).
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RumRecord } from '@/contracts/rum';
import { createRumStore, p75, summariseDrift, summariseRum } from '../lib/rum-store';
import { rumStore, startMockServer } from '../server';

const lcp = (route: string, value: number): RumRecord => ({
  metric: 'LCP',
  value,
  rating: 'good',
  route,
  navigationType: 'navigate',
  language: 'EN',
});

describe('the mock field-measurement collector', () => {
  it('keeps a valid batch and refuses one that carries anything more', () => {
    const store = createRumStore();
    expect(store.accept(JSON.stringify({ records: [lcp('/', 1200)] }), 5)).toBe(true);
    expect(store.all()).toEqual([{ ...lcp('/', 1200), receivedAt: 5 }]);
    const withUser = { ...lcp('/', 900), username: 'player01' };
    expect(store.accept(JSON.stringify({ records: [withUser] }))).toBe(false);
    expect(store.accept(JSON.stringify({ records: [lcp('/rng?vendor=PG', 900)] }))).toBe(false);
    expect(store.accept(JSON.stringify({ records: [{ ...lcp('/', 1), target: '#player01' }] }))).toBe(false);
    expect(store.accept('not json')).toBe(false);
    expect(store.all()).toHaveLength(1);
  });

  it('keeps contract drift (route id and issue paths) and refuses drift that carries more', () => {
    const store = createRumStore();
    const drift = { kind: 'schemaDrift', routeId: 'system.country', issues: ['value[].countryDialingCode'] };
    expect(store.accept(JSON.stringify({ records: [drift, lcp('/', 900)] }), 5)).toBe(true);
    expect(store.all()).toEqual([
      { ...drift, receivedAt: 5 },
      { ...lcp('/', 900), receivedAt: 5 },
    ]);
    const refused = [
      { ...drift, value: 60 },
      { ...drift, routeId: 'GET /wps/system/country?lang=EN' },
      { ...drift, issues: ['value[].countryDialingCode = 60'] },
      { ...drift, issues: [] },
    ];
    for (const record of refused) expect(store.accept(JSON.stringify({ records: [record] }))).toBe(false);
    expect(store.all()).toHaveLength(2);
  });

  it('sums drift per route: how many reports and every distinct path', () => {
    const drift = (routeId: string, ...issues: string[]) => ({
      kind: 'schemaDrift' as const,
      routeId,
      issues,
    });
    expect(
      summariseDrift([
        drift('home.winnerBoard', 'value.list'),
        drift('system.country', 'value[].countryDialingCode'),
        drift('home.winnerBoard', 'value.list', 'value.total'),
      ]),
    ).toEqual([
      { routeId: 'home.winnerBoard', count: 2, issues: ['value.list', 'value.total'] },
      { routeId: 'system.country', count: 1, issues: ['value[].countryDialingCode'] },
    ]);
  });

  it('reports the 75th percentile by nearest rank per route and metric', () => {
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([10])).toBe(10);
    const rows = summariseRum([lcp('/rng', 100), lcp('/', 400), lcp('/', 100), lcp('/', 300), lcp('/', 200)]);
    expect(rows).toEqual([
      { route: '/', metric: 'LCP', count: 4, p75: 300 },
      { route: '/rng', metric: 'LCP', count: 1, p75: 100 },
    ]);
  });
});

describe('the mock server /rum', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    const started = await startMockServer(0);
    server = started.server;
    base = started.url;
    rumStore.clear();
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('accepts a beacon (text/plain) and returns it on /__mock/rum', async () => {
    const sent = await fetch(`${base}/rum`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ records: [lcp('/', 1500)] }),
    });
    expect(sent.status).toBe(204);
    const refused = await fetch(`${base}/rum`, { method: 'POST', body: '{"records":[]}' });
    expect(refused.status).toBe(400);
    const read = (await (await fetch(`${base}/__mock/rum`)).json()) as { records: RumRecord[] };
    expect(read.records.map((r) => r.value)).toEqual([1500]);
  });
});
