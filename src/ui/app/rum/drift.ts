import { onSchemaDrift, type SchemaDrift } from '@/api/schema-drift';
import { issuePaths } from '@/contracts/issue-paths';
import { schemaDriftRecord, type SchemaDriftRecord } from '@/contracts/rum';
import type { BeaconQueue } from './beaconQueue';

/** The longest issue path a record carries (the field schema's bound). */
const MAX_PATH_LENGTH = 120;

/**
 * A failed answer as a field record (ADR 052): the route's contract key and the issue paths, nothing
 * of the answer itself. Nothing when it does not fit the record's schema (a route with no key yet).
 */
export function toDriftRecord(drift: SchemaDrift): SchemaDriftRecord | undefined {
  const issues = issuePaths(drift.schema, drift.error).map((path) => path.slice(0, MAX_PATH_LENGTH));
  const parsed = schemaDriftRecord.safeParse({ kind: 'schemaDrift', routeId: drift.routeId, issues });
  return parsed.success ? parsed.data : undefined;
}

/**
 * Queues the page's drift with its Web Vitals, each distinct failure once: a query that polls a drifting
 * route would otherwise fill every batch with the same record. Returns the unsubscribe.
 */
export function reportSchemaDrift(queue: BeaconQueue): () => void {
  const seen = new Set<string>();
  return onSchemaDrift((drift) => {
    const record = toDriftRecord(drift);
    if (!record) return;
    const key = `${record.routeId} ${record.issues.join(' ')}`;
    if (seen.has(key)) return;
    seen.add(key);
    queue.add(record);
  });
}
