import { appendFileSync } from 'node:fs';
import {
  rumBatch,
  type RumEntry,
  type RumMetricName,
  type RumRecord,
  type SchemaDriftRecord,
} from '@/contracts/rum';

/** The most records the mock's collector keeps; older ones are dropped first. */
export const RUM_STORE_LIMIT = 10_000;

/** A Web Vitals reading or a contract drift (ADR 052), and when the collector received it (ms since the epoch). */
export type StoredRumRecord = RumEntry & { receivedAt: number };

/**
 * The mock server's field-measurement collector (docs/deploy.md "Field measurement"): it keeps what
 * the site beacons in memory, and appends each record as a JSON line to `logFile` when one is given
 * (`RUM_LOG`), so `npm run rum:report` can read a run after the server stopped.
 */
export function createRumStore(logFile?: string) {
  let records: StoredRumRecord[] = [];
  return {
    /** Accepts one beacon body; false (and nothing kept) when it is not a valid batch. */
    accept(body: string, now = Date.now()): boolean {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return false;
      }
      const batch = rumBatch.safeParse(parsed);
      if (!batch.success) return false;
      const stored = batch.data.records.map((r) => ({ ...r, receivedAt: now }));
      records = [...records, ...stored].slice(-RUM_STORE_LIMIT);
      if (logFile) appendFileSync(logFile, stored.map((r) => `${JSON.stringify(r)}\n`).join(''));
      return true;
    },
    all: (): readonly StoredRumRecord[] => records,
    clear() {
      records = [];
    },
  };
}

export interface RumSummaryRow {
  route: string;
  metric: RumMetricName;
  count: number;
  /** The 75th percentile (nearest rank), as the Web Vitals thresholds are read. */
  p75: number;
}

/** The value at the 75th percentile by nearest rank: the smallest value at or above 75% of the readings. */
export function p75(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] ?? Number.NaN;
}

/** p75 per route and metric, routes in order, metrics in the order Web Vitals lists them. */
export function summariseRum(records: readonly RumRecord[]): RumSummaryRow[] {
  const order: RumMetricName[] = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'];
  const groups = new Map<string, { route: string; metric: RumMetricName; values: number[] }>();
  for (const r of records) {
    const key = `${r.route} ${r.metric}`;
    const group = groups.get(key) ?? { route: r.route, metric: r.metric, values: [] };
    group.values.push(r.value);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map(({ route, metric, values }) => ({ route, metric, count: values.length, p75: p75(values) }))
    .sort((a, b) => a.route.localeCompare(b.route) || order.indexOf(a.metric) - order.indexOf(b.metric));
}

export interface DriftSummaryRow {
  /** The contract key (`system.status`). */
  routeId: string;
  /** How many reports: each page load reports a distinct failure once. */
  count: number;
  /** Every distinct issue path reported for the route, sorted. */
  issues: string[];
}

/** Contract drift seen in the field (ADR 052), per route: how often, and where the answers left the schema. */
export function summariseDrift(records: readonly SchemaDriftRecord[]): DriftSummaryRow[] {
  const groups = new Map<string, { count: number; issues: Set<string> }>();
  for (const r of records) {
    const group = groups.get(r.routeId) ?? { count: 0, issues: new Set<string>() };
    group.count += 1;
    for (const path of r.issues) group.issues.add(path);
    groups.set(r.routeId, group);
  }
  return [...groups.entries()]
    .map(([routeId, { count, issues }]) => ({ routeId, count, issues: [...issues].sort() }))
    .sort((a, b) => b.count - a.count || a.routeId.localeCompare(b.routeId));
}
