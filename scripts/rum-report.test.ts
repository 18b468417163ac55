import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fieldRecords, formatReport, run } from './rum-report';

const lcp = (route: string, value: number) => ({
  metric: 'LCP',
  value,
  rating: 'good',
  route,
  navigationType: 'navigate',
  language: 'EN',
  receivedAt: 1,
});
const drift = (routeId: string, ...issues: string[]) => ({
  kind: 'schemaDrift',
  routeId,
  issues,
  receivedAt: 1,
});

const dir = mkdtempSync(join(tmpdir(), 'rum-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run rum:report', () => {
  it('prints the drift per route: its reports and its distinct issue paths', () => {
    const records = fieldRecords([
      lcp('/', 1200),
      drift('system.country', 'value[].countryDialingCode'),
      drift('home.winnerBoard', 'value.list'),
      drift('system.country', 'value[].countryDialingCode', 'value[].countryCode'),
    ]);
    expect(records.vitals).toHaveLength(1);
    const lines = formatReport(records, 'test');
    expect(lines).toContain(
      'schema drift (ADR 052): 3 report(s) on 2 route(s); check the backend with npm run wire:check',
    );
    const row = (id: string) => lines.find((l) => l.startsWith(`${id} `))?.split(/\s{2,}/);
    expect(row('system.country')).toEqual([
      'system.country',
      '2',
      'value[].countryCode, value[].countryDialingCode',
    ]);
    expect(row('home.winnerBoard')).toEqual(['home.winnerBoard', '1', 'value.list']);
  });

  it('prints no drift section when the field saw none', () => {
    const lines = formatReport(fieldRecords([lcp('/', 1200)]), 'test');
    expect(lines.some((l) => l.includes('schema drift'))).toBe(false);
    expect(lines[0]).toBe('1 field records from test');
  });

  it('reads a RUM_LOG file, and drops what is neither a reading nor drift', async () => {
    const file = join(dir, 'rum.jsonl');
    const lines = [
      drift('system.status', 'value.info'),
      { kind: 'schemaDrift', routeId: 'x' },
      lcp('/rng', 900),
    ];
    writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n'));
    const printed: string[] = [];
    expect(await run(['--from', file], (line: string) => printed.push(line))).toBe(0);
    expect(printed.join('\n')).toMatch(/system\.status\s+1\s+value\.info/);
    expect(printed.join('\n')).toMatch(/\/rng\s+LCP\s+900 ms/);
  });
});
