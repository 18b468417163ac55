/**
 * A backend that sends only what the wire protocol documents (ADR 050: the mock's plainWps profile, which
 * leaves every designed field out of a wire route's answer): every answer a member's or an agent's pages
 * ask for still parses, so no page fails because a field of this site's design is missing. Items that
 * can't be shown without one are left out of their lists, which the wire check reports.
 */
import type { AppRoute } from '@ts-rest/core';
import { afterEach, describe, expect, it } from 'vitest';
import { switchProfile } from '@mocks/profiles';
import { api } from '@/api/instance';
import { onSchemaDrift, type SchemaDrift } from '@/api/schema-drift';
import { clearSession } from '@/api/session-store';
import { contract } from '@/contracts';
import { routeMeta } from '@/contracts/meta';
import { signIn } from '../../support/mock-session';

function routesOf(node: object): AppRoute[] {
  return Object.values(node).flatMap((entry: unknown): AppRoute[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    if ('method' in entry && 'path' in entry) return [entry as AppRoute];
    return routesOf(entry);
  });
}

/** The GETs a page may ask for on a plain backend: no extension (it answers as an unknown path does). */
const READS = routesOf(contract).filter(
  (route) => route.method === 'GET' && routeMeta(route).source !== 'extension',
);

afterEach(() => clearSession());

describe.each(['vip05', 'agent1'])('on a plain WPS backend, %s', (account) => {
  it('gets an answer it can read from every page call', { timeout: 60_000 }, async () => {
    switchProfile('plainWps');
    signIn(account);
    const drifted: string[] = [];
    const stop = onSchemaDrift((drift: SchemaDrift) => drifted.push(drift.routeId));
    for (const route of READS) {
      // The query each page sends is its own; an answer refused for a missing parameter is no drift.
      await api.call(route as never, { query: {}, params: {} } as never).catch(() => undefined);
    }
    stop();
    expect(READS.length).toBeGreaterThan(50);
    expect(drifted).toEqual([]);
  });
});
