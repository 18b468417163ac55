/**
 * Every route of the contract × every transport fault: whatever the router holds, each call must
 * reject with the typed ApiError the UI knows how to show. New routes join the matrix by themselves.
 */
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '@/api/errors';
import { contract } from '@/contracts';
import { allRoutes, type RouteEntry } from '@/contracts/routes';
import { BASE, generateTestKeyPair, minimalInput, testClient } from './wps-test-server';

interface Fault {
  name: string;
  respond: () => Response | Promise<Response>;
  expected: (entry: RouteEntry) => ApiErrorKind | 'text';
  timeoutMs?: number;
}

const FAULTS: Fault[] = [
  { name: 'network error', respond: () => HttpResponse.error(), expected: () => 'network' },
  {
    name: '500 with a JSON failure body',
    respond: () =>
      HttpResponse.json({ success: false, errorCode: '#727', message: 'system busy' }, { status: 500 }),
    expected: () => 'http',
  },
  {
    name: 'malformed JSON',
    respond: () =>
      new HttpResponse('{"success":true,"value":', { headers: { 'Content-Type': 'application/json' } }),
    // A plain-text route (the RSA modulus) has no JSON to break: its body is whatever text came.
    expected: (entry) => (entry.meta.plainText ? 'text' : 'schema'),
  },
  {
    name: 'timeout',
    respond: () => delay('infinite').then(() => HttpResponse.error()),
    expected: () => 'timeout',
    timeoutMs: 40,
  },
];

const routes = allRoutes();
// The client refuses RSA moduli under 1024 bits (wire crypto), so the matrix uses the smallest it accepts.
const keys = generateTestKeyPair(1024);
/** The case under test; one dispatching handler is cheaper than registering handlers per case. */
let current: { entry: RouteEntry; fault: Fault } | null = null;
const rsaKeyPath = contract.session.rsaKey.path;

const server = setupServer(
  http.all(`${BASE}/*`, ({ request }) => {
    if (!current) return HttpResponse.error();
    const path = new URL(request.url).pathname;
    // Encrypted calls need the key first; the fault hits the call itself.
    if (path === rsaKeyPath && current.entry.route !== contract.session.rsaKey)
      return new HttpResponse(keys.n);
    const wanted = current.entry.route;
    const pattern = new RegExp(`^${wanted.path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);
    if (request.method !== wanted.method || !pattern.test(path)) {
      return HttpResponse.json({ unexpected: `${request.method} ${path}` }, { status: 418 });
    }
    return current.fault.respond();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  current = null;
});
afterAll(() => server.close());

async function outcomeOf(entry: RouteEntry, fault: Fault): Promise<string> {
  current = { entry, fault };
  const client = testClient({ getToken: () => 'tok', onSessionExpired: () => undefined });
  try {
    const value = await client.call(
      entry.route,
      minimalInput(entry.route),
      fault.timeoutMs ? { timeoutMs: fault.timeoutMs } : {},
    );
    return typeof value === 'string' ? 'text' : `resolved ${JSON.stringify(value)}`;
  } catch (error) {
    if (!(error instanceof ApiError)) return `non-ApiError ${String(error)}`;
    const details =
      error.kind === 'http' && (error.status !== 500 || error.errorCode !== '#727')
        ? ` status=${error.status} code=${error.errorCode}`
        : '';
    const sessionFlag = error.isSessionExpired ? ' (session expired?)' : '';
    const keyFlag = error.messageKey.startsWith('errors:') ? '' : ` bad key ${error.messageKey}`;
    return `${error.kind}${details}${sessionFlag}${keyFlag}`;
  } finally {
    current = null;
  }
}

const size = routes.length * FAULTS.length;

describe(`API fault matrix: ${routes.length} routes × ${FAULTS.length} faults = ${size} cases`, () => {
  it('covers every route of the contract', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.some((r) => r.route === contract.session.login)).toBe(true);
  });

  // One test per fault keeps the run fast; the table diff names every route that misbehaves.
  it.each(FAULTS.map((fault) => [fault.name, fault] as const))(
    `every route × %s → typed ApiError (${routes.length} cases)`,
    async (_name, fault) => {
      const expected: Record<string, string> = {};
      const actual: Record<string, string> = {};
      for (const entry of routes) {
        expected[entry.key] = fault.expected(entry);
        actual[entry.key] = await outcomeOf(entry, fault);
      }
      expect(actual).toEqual(expected);
    },
  );
});
