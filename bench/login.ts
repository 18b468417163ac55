/**
 * A logged-in page for the benchmark's member interactions. The login goes through the site's own
 * API client from Node (wire encryption included) against the mock's default scenario (no security
 * check), and the token lands in sessionStorage under the site's keys before the page's scripts
 * run, as after a login followed by a reload. The site then checks the token with member info as
 * it does on any reload.
 */
import type { BrowserContext } from '@playwright/test';
import { createApiClient } from '@/api/client';
import { sessionContract } from '@/contracts/session.contract';

export const BENCH_MEMBER = { username: 'player01', password: 'Passw0rd1' };

export async function loginToken(mockOrigin: string, merchant = 'demo01a'): Promise<string> {
  const client = createApiClient({ baseUrl: mockOrigin, merchant });
  const value = await client.call(sessionContract.login, {
    body: { username: BENCH_MEMBER.username, password: BENCH_MEMBER.password, type: 'username' },
  });
  return value.token;
}

export async function startLoggedIn(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript(
    ([t, user]) => {
      sessionStorage.setItem('token', t);
      sessionStorage.setItem('account', user);
      sessionStorage.setItem('username', user);
    },
    [token, BENCH_MEMBER.username] as const,
  );
}
