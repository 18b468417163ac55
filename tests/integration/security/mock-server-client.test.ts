// @vitest-environment node
/*
 * The site's own API client against the plain HTTP mock server, which refuses any call without a
 * Merchant header (as the real backend does). Real loopback HTTP, so msw must not intercept: the
 * shared setup leaves interception off in files that mention setupServer( (this comment does).
 */
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer } from '@mocks/server';
import { createApiClient } from '@/api/client';
import { DEFAULT_MERCHANT } from '@/config/env';
import { contract } from '@/contracts';

let server: Server;
let base = '';
beforeAll(async () => {
  ({ server, url: base } = await startMockServer(0));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the app client and the mock server', () => {
  it('sends Merchant on every call, the RSA key fetch and an encrypted login included', async () => {
    const seen: Array<string | null> = [];
    let token: string | null = null;
    const client = createApiClient({
      baseUrl: base,
      merchant: DEFAULT_MERCHANT,
      getToken: () => token,
      fetch: (input, init) => {
        seen.push(new Headers(init?.headers).get('merchant'));
        return fetch(input, init);
      },
    });
    const login = await client.call(contract.session.login, {
      body: { username: 'player01', password: 'Passw0rd1', type: 'username' },
    });
    token = login.token;
    const info = await client.call(contract.member.info, {});
    expect(info.account).toBe('player01');
    // RSA modulus, login, member info: each one carried the merchant once.
    expect(seen).toEqual([DEFAULT_MERCHANT, DEFAULT_MERCHANT, DEFAULT_MERCHANT]);
  });

  it('is refused by the server without it (the check the client passes above is real)', async () => {
    const res = await fetch(`${base}${contract.system.country.path}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'merchant.acct.setup.err' });
  });
});
