/**
 * `npm run rum:report`: p75 per route and metric of the field records a collector received
 * (docs/deploy.md "Field measurement").
 *
 *   npm run rum:report                                   the mock server on MOCK_PORT (8787)
 *   npm run rum:report -- --from http://host:port/__mock/rum
 *   npm run rum:report -- --from test-results/rum.jsonl  a RUM_LOG file (one record per line)
 */
import { readFileSync } from 'node:fs';
import { rumRecord, type RumRecord } from '@/contracts/rum';
import { summariseRum } from '@mocks/lib/rum-store';

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** Records as a collector returns them (extra collector fields such as `receivedAt` dropped). */
function validRecords(raw: readonly unknown[]): RumRecord[] {
  return raw.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { receivedAt: _receivedAt, ...rest } = item as Record<string, unknown>;
    const parsed = rumRecord.safeParse(rest);
    return parsed.success ? [parsed.data] : [];
  });
}

async function load(from: string): Promise<RumRecord[]> {
  if (/^https?:\/\//.test(from)) {
    const response = await fetch(from);
    if (!response.ok) throw new Error(`${from} answered ${response.status}`);
    const body = (await response.json()) as { records?: unknown };
    return validRecords(Array.isArray(body.records) ? body.records : []);
  }
  const lines = readFileSync(from, 'utf8').split('\n').filter(Boolean);
  return validRecords(lines.map((line) => JSON.parse(line) as unknown));
}

const from = argument('--from') ?? `http://127.0.0.1:${process.env.MOCK_PORT || 8787}/__mock/rum`;
try {
  const records = await load(from);
  const rows = summariseRum(records);
  console.log(`${records.length} field records from ${from}`);
  if (rows.length === 0) process.exit(0);
  const show = (metric: string, value: number) =>
    metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
  const width = Math.max(5, ...rows.map((r) => r.route.length));
  console.log(`${'route'.padEnd(width)}  metric  ${'p75'.padStart(9)}  ${'n'.padStart(5)}`);
  for (const r of rows) {
    console.log(
      `${r.route.padEnd(width)}  ${r.metric.padEnd(6)}  ${show(r.metric, r.p75).padStart(9)}  ${String(r.count).padStart(5)}`,
    );
  }
} catch (error) {
  console.error(`rum:report: cannot read ${from}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
