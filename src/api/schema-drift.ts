import { routeName } from '@/contracts/names';
import type { SchemaFailure } from './types';

/**
 * Answers that failed their contract in this page (ADR 052), for whoever reports them: the field
 * measurement's collector, loaded after the first paint on the page loads it samples. The boot's
 * answers arrive before it loads, so failures wait here until it listens; a page that is never
 * measured holds at most `HELD_LIMIT` of them, and nothing leaves the page from here.
 */
export interface SchemaDrift extends SchemaFailure {
  /** The contract key (`system.status`). */
  routeId: string;
}

type SchemaDriftListener = (drift: SchemaDrift) => void;

/** A page load's few boot answers fit with room to spare; a backend that drifts everywhere is seen by then. */
export const HELD_LIMIT = 20;

const listeners = new Set<SchemaDriftListener>();
let held: SchemaDrift[] = [];

/** Listens for drift; the failures held until now are heard first. Returns the unsubscribe. */
export function onSchemaDrift(fn: SchemaDriftListener): () => void {
  listeners.add(fn);
  const earlier = held;
  held = [];
  for (const drift of earlier) hear(fn, drift);
  return () => {
    listeners.delete(fn);
  };
}

function hear(fn: SchemaDriftListener, drift: SchemaDrift): void {
  try {
    fn(drift);
  } catch (error) {
    // A report that fails costs the player nothing: the call has failed as it always did.
    console.warn('schema drift listener failed', error);
  }
}

/** The API client's `onSchemaFailure` (src/api/instance.ts). */
export function reportSchemaFailure(failure: SchemaFailure): void {
  const drift: SchemaDrift = { ...failure, routeId: routeName(failure.route) };
  if (listeners.size === 0) {
    if (held.length < HELD_LIMIT) held.push(drift);
    return;
  }
  for (const fn of [...listeners]) hear(fn, drift);
}

/** Tests: forget held failures and listeners. */
export function resetSchemaDrift(): void {
  listeners.clear();
  held = [];
}
