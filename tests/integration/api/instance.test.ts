import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { api, getApiLanguage, setApiLanguage } from '@/api/instance';
import { onSessionExpired } from '@/api/session-events';
import { clearSession, getSession, setSession } from '@/api/session-store';
import { env } from '@/config/env';
import { contract } from '@/contracts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setApiLanguage(env.defaultLanguage);
  clearSession();
});
afterAll(() => server.close());

describe('the app api instance', () => {
  it('calls the same origin with the env merchant, the stored token and the current language', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('*/wps/member/info', ({ request }) => {
        seen = request;
        return HttpResponse.json({ success: true, value: { account: 'player01' } });
      }),
    );
    setSession({ token: 'stored-token' });
    setApiLanguage('CN');
    await api.call(contract.member.info, {}).catch(() => undefined);
    expect(new URL(seen?.url ?? 'x:').origin).toBe(location.origin);
    expect(seen?.headers.get('Merchant')).toBe('demo01a');
    expect(seen?.headers.get('Authorization')).toBe('stored-token');
    expect(seen?.headers.get('Language')).toBe('CN');
    expect(getApiLanguage()).toBe('CN');
  });

  it('defaults to MY', () => {
    expect(getApiLanguage()).toBe('MY');
  });

  it('names routes by contract key in errors', async () => {
    server.use(http.get('*/wps/system/country', () => HttpResponse.error()));
    const error: unknown = await api.call(contract.system.country, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', routeKey: 'system.country' });
  });

  it('on an expired session, listeners still see who was logged in, then the session is cleared', async () => {
    server.use(
      http.get('*/wps/v2/wallets/balance', () =>
        HttpResponse.json({ success: false, errorCode: 'login.not.session' }, { status: 401 }),
      ),
    );
    setSession({ token: 'dead', username: 'player01' });
    const seenByListener: (string | null)[] = [];
    const off = onSessionExpired(() => seenByListener.push(getSession().username));
    try {
      await api.call(contract.wallet.balance, {}).catch(() => undefined);
    } finally {
      off();
    }
    expect(seenByListener).toEqual(['player01']);
    expect(getSession().token).toBeNull();
  });
});
