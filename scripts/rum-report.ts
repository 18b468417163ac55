/**
 * `npm run rum:report`: p75 per route and metric of the field records a collector received
 * (docs/deploy.md "Field measurement"), and the answers that failed their contract in the field, per
 * route with their distinct issue paths (ADR 052).
 *
 *   npm run rum:report                                   the mock server on MOCK_PORT (8787)
 *   npm run rum:report -- --from http://host:port/__mock/rum
 *   npm run rum:report -- --from test-results/rum.jsonl  a RUM_LOG file (one record per line)
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { rumRecord, schemaDriftRecord, type RumRecord, type SchemaDriftRecord } from '@/contracts/rum';
import { summariseDrift, summariseRum } from '@mocks/lib/rum-store';

export interface FieldRecords {
  vitals: RumRecord[];
  drift: SchemaDriftRecord[];
}

/** Records as a collector returns them (extra collector fields such as `receivedAt` dropped), by kind. */
export function fieldRecords(raw: readonly unknown[]): FieldRecords {
  const out: FieldRecords = { vitals: [], drift: [] };
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue;
    const { receivedAt: _receivedAt, ...rest } = item as Record<string, unknown>;
    const vital = rumRecord.safeParse(rest);
    if (vital.success) out.vitals.push(vital.data);
    const drift = schemaDriftRecord.safeParse(rest);
    if (drift.success) out.drift.push(drift.data);
  }
  return out;
}

async function load(from: string): Promise<FieldRecords> {
  if (/^https?:\/\//.test(from)) {
    const response = await fetch(from);
    if (!response.ok) throw new Error(`${from} answered ${response.status}`);
    const body = (await response.json()) as { records?: unknown };
    return fieldRecords(Array.isArray(body.records) ? body.records : []);
  }
  const lines = readFileSync(from, 'utf8').split('\n').filter(Boolean);
  return fieldRecords(lines.map((line) => JSON.parse(line) as unknown));
}

function vitalsLines(records: readonly RumRecord[]): string[] {
  const rows = summariseRum(records);
  if (rows.length === 0) return [];
  const show = (metric: string, value: number) =>
    metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
  const width = Math.max(5, ...rows.map((r) => r.route.length));
  return [
    `${'route'.padEnd(width)}  metric  ${'p75'.padStart(9)}  ${'n'.padStart(5)}`,
    ...rows.map(
      (r) =>
        `${r.route.padEnd(width)}  ${r.metric.padEnd(6)}  ${show(r.metric, r.p75).padStart(9)}  ${String(r.count).padStart(5)}`,
    ),
  ];
}

/** Per route: how many page loads saw its answer fail the contract, and every distinct issue path. */
function driftLines(records: readonly SchemaDriftRecord[]): string[] {
  const rows = summariseDrift(records);
  if (rows.length === 0) return [];
  const width = Math.max(8, ...rows.map((r) => r.routeId.length));
  return [
    '',
    `schema drift (ADR 052): ${records.length} report(s) on ${rows.length} route(s); check the backend with npm run wire:check`,
    `${'route id'.padEnd(width)}  ${'n'.padStart(5)}  issue paths`,
    ...rows.map((r) => `${r.routeId.padEnd(width)}  ${String(r.count).padStart(5)}  ${r.issues.join(', ')}`),
  ];
}

export function formatReport(records: FieldRecords, from: string): string[] {
  return [
    `${records.vitals.length} field records from ${from}`,
    ...vitalsLines(records.vitals),
    ...driftLines(records.drift),
  ];
}

/** Reads the records and prints the report; the exit code it should end with. */
export async function run(argv: readonly string[], print = console.log): Promise<number> {
  const at = argv.indexOf('--from');
  const from =
    (at >= 0 ? argv[at + 1] : undefined) ?? `http://127.0.0.1:${process.env.MOCK_PORT || 8787}/__mock/rum`;
  try {
    for (const line of formatReport(await load(from), from)) print(line);
    return 0;
  } catch (error) {
    console.error(
      `rum:report: cannot read ${from}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await run(process.argv.slice(2));
}
