/**
 * A hand-written WPS stand-in for the API client's tests: it holds a real RSA key pair, so it can
 * check the wire encryption the way the server does. Deliberately independent of `mocks/`.
 */
import { generateKeyPairSync } from 'node:crypto';
import type { AppRoute } from '@ts-rest/core';
import { createApiClient, type ApiClientOptions } from '@/api/client';
import type { RouteInput } from '@/api/types';
import { decryptSessionKey, desDecrypt } from '@/api/wire-crypto';

export const BASE = 'http://wps.test';
export const MERCHANT = 'demo01a';

export interface TestKeyPair {
  /** Modulus, hex. */
  n: string;
  /** Private exponent, hex. */
  d: string;
}

export function generateTestKeyPair(bits = 1024): TestKeyPair {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: bits, publicExponent: 65537 });
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.n || !jwk.d) throw new Error('JWK export lacks n or d');
  return {
    n: Buffer.from(jwk.n, 'base64url').toString('hex'),
    d: Buffer.from(jwk.d, 'base64url').toString('hex'),
  };
}

export interface DecryptedRequest {
  sessionKey: string;
  payload: unknown;
  digest: string | null;
  rsa: string | null;
  wireValue: string;
}

/** What the real server does with an encrypted call; throws when any piece is missing. */
export async function decryptRequest(request: Request, keys: TestKeyPair): Promise<DecryptedRequest> {
  const encryption = request.headers.get('Encryption');
  if (!encryption) throw new Error('no Encryption header');
  const wire: unknown = await request.json();
  if (typeof wire !== 'object' || wire === null || !('value' in wire) || typeof wire.value !== 'string') {
    throw new Error('body is not {value: string}');
  }
  const sessionKey = decryptSessionKey(encryption, keys.n, keys.d);
  return {
    sessionKey,
    payload: JSON.parse(desDecrypt(wire.value, sessionKey)),
    digest: request.headers.get('X-Digest'),
    rsa: request.headers.get('X-RSA'),
    wireValue: wire.value,
  };
}

export function testClient(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({ baseUrl: BASE, merchant: MERCHANT, timeoutMs: 2000, ...overrides });
}

/**
 * The smallest input a route accepts at runtime: path params filled in, no query, an empty body
 * for mutations. Contract inputs differ per route, so the one cast lives here, typed by the route.
 */
export function minimalInput<R extends AppRoute>(route: R): RouteInput<R> {
  const params = Object.fromEntries(
    Array.from(route.path.matchAll(/:([A-Za-z0-9_]+)/g), (m) => [m[1], 'x1']),
  );
  const input = route.method === 'GET' ? { params } : { params, body: {} };
  return input as unknown as RouteInput<R>;
}

/** msw path pattern for a route under the test origin (`:param` segments match any value). */
export function routeUrl(route: AppRoute): string {
  return `${BASE}${route.path}`;
}
