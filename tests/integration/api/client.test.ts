import { initContract, type AppRoute } from '@ts-rest/core';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, SESSION_ERROR_CODES } from '@/api/errors';
import { onSessionExpired } from '@/api/session-events';
import { SESSION_KEY_CHARSET } from '@/api/wire-crypto';
import { contract } from '@/contracts';
import { responds } from '@/contracts/envelope';
import { meta } from '@/contracts/meta';
import { allRoutes } from '@/contracts/routes';
import {
  BASE,
  MERCHANT,
  decryptRequest,
  generateTestKeyPair,
  minimalInput,
  routeUrl,
  testClient,
} from './wps-test-server';

const keys = generateTestKeyPair();
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = (value: unknown) => HttpResponse.json({ success: true, value });
const failure = (errorCode: string | null, message: string | null, status = 200, value?: unknown) =>
  HttpResponse.json(
    { success: false, errorCode, message, ...(value === undefined ? {} : { value }) },
    { status },
  );

/** Serves the test key pair's modulus and counts how often it was fetched. */
function rsaKeyHandler(modulus = keys.n) {
  const hits: Request[] = [];
  const handler = http.get(routeUrl(contract.session.rsaKey), ({ request }) => {
    hits.push(request);
    return new HttpResponse(modulus, { headers: { 'Content-Type': 'text/plain' } });
  });
  return { handler, hits };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to reject');
}

const c = initContract();
const testContract = c.router(
  {
    byId: {
      method: 'GET',
      path: '/wps/test/item/:id/detail',
      query: z.object({
        a: z.string().optional(),
        n: z.number().optional(),
        tags: z.array(z.string()).optional(),
      }),
      responses: responds(z.object({ amount: z.union([z.number(), z.string()]).transform(Number) })),
      summary: 'test route with a path parameter and a transforming schema',
      metadata: meta({ modId: null, token: false, encrypted: false, source: 'designed' }),
    },
    created: {
      method: 'POST',
      path: '/wps/test/created',
      body: z.object({ name: z.string() }),
      responses: { ...responds(z.unknown()), 204: c.noBody() },
      summary: 'test route answering 204',
      metadata: meta({ modId: null, token: true, encrypted: false, source: 'designed' }),
    },
  },
  { strictStatusCodes: true },
);

describe('request headers', () => {
  it('sends Merchant exactly once, Language, Device, X-Gateway-Version and JSON content type', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(routeUrl(contract.system.country), ({ request }) => {
        seen = request.headers;
        return ok([]);
      }),
    );
    await testClient().call(contract.system.country, {});
    expect(seen?.get('Merchant')).toBe(MERCHANT);
    expect(seen?.get('Language')).toBe('MY');
    expect(seen?.get('Device')).toBe('web');
    expect(seen?.get('X-Gateway-Version')).toBe('3');
    expect(seen?.get('Content-Type')).toBe('application/json;charset=UTF-8');
    expect(seen?.get('Authorization')).toBeNull();
  });

  it('sends the raw token (no Bearer) on token routes and the current language', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(routeUrl(contract.member.info), ({ request }) => {
        seen = request.headers;
        return ok({ account: 'player01' });
      }),
    );
    let lang = 'EN';
    const client = testClient({ getToken: () => 'tok-123', getLanguage: () => lang });
    await client.call(contract.member.info, {}).catch(() => undefined);
    expect(seen?.get('Authorization')).toBe('tok-123');
    expect(seen?.get('Language')).toBe('EN');
    lang = 'CN';
    await client.call(contract.member.info, {}).catch(() => undefined);
    expect(seen?.get('Language')).toBe('CN');
  });

  it('sends no Authorization when there is no token', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(routeUrl(contract.wallet.balance), ({ request }) => {
        seen = request.headers;
        return failure('login.not.session', null, 401);
      }),
    );
    await rejection(
      testClient({ getToken: () => null, onSessionExpired: () => undefined }).call(
        contract.wallet.balance,
        {},
      ),
    );
    expect(seen?.has('Authorization')).toBe(false);
  });
});

describe('URL building', () => {
  it('fills path parameters and leaves undefined query values out', async () => {
    let url: URL | undefined;
    server.use(
      http.get(`${BASE}/wps/test/item/:id/detail`, ({ request }) => {
        url = new URL(request.url);
        return ok({ amount: '12.50' });
      }),
    );
    const value = await testClient().call(testContract.byId, {
      params: { id: 'a b/c' },
      query: { a: undefined, n: 3, tags: ['x', 'y'] },
    });
    expect(url?.pathname).toBe('/wps/test/item/a%20b%2Fc/detail');
    expect(url?.searchParams.has('a')).toBe(false);
    expect(url?.searchParams.get('n')).toBe('3');
    expect(url?.searchParams.getAll('tags')).toEqual(['x', 'y']);
    // The contract's transform ran: the value is what the schema outputs.
    expect(value).toEqual({ amount: 12.5 });
  });

  it('prefixes the base URL', async () => {
    let href = '';
    server.use(
      http.get('http://other.test/api/wps/system/country', ({ request }) => {
        href = request.url;
        return ok([]);
      }),
    );
    await testClient({ baseUrl: 'http://other.test/api' }).call(contract.system.country, {});
    expect(href).toBe('http://other.test/api/wps/system/country');
  });
});

describe('envelope unwrapping, per contract group', () => {
  const candidates: unknown[] = [
    {},
    [],
    null,
    'text',
    0,
    true,
    { list: [] },
    { content: [], totalPages: 0 },
    { data: { lanes: [] } },
    { list: [], totalPages: 0, totalCount: 0 },
    { limits: [] },
  ];
  const groups = new Map<string, ReturnType<typeof allRoutes>>();
  for (const entry of allRoutes()) {
    const group = entry.key.split('.')[0] ?? entry.key;
    groups.set(group, [...(groups.get(group) ?? []), entry]);
  }

  function acceptedValue(route: AppRoute): { value: unknown } | null {
    const schema = route.responses[200];
    if (!(schema instanceof z.ZodType)) return null;
    for (const value of candidates) {
      if (schema.safeParse({ success: true, value }).success) return { value };
    }
    return null;
  }

  for (const [group, entries] of groups) {
    it(`${group}: resolves value on success:true and rejects business errors on success:false`, async () => {
      const chosen = entries.find((e) => !e.meta.plainText && acceptedValue(e.route));
      expect(chosen, `no ${group} route accepts a trivial value`).toBeDefined();
      if (!chosen) return;
      const accepted = acceptedValue(chosen.route);
      const rsa = rsaKeyHandler();
      let answer: 'ok' | 'fail' = 'ok';
      const method = chosen.route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
      server.use(
        rsa.handler,
        http[method](routeUrl(chosen.route), () =>
          answer === 'ok'
            ? ok(accepted?.value)
            : failure('some.code', 'Server says no', 200, { captcha: true }),
        ),
      );
      const client = testClient({ getToken: () => 'tok' });
      const value = await client.call(chosen.route, minimalInput(chosen.route));
      const expected = chosen.route.responses[200];
      if (expected instanceof z.ZodType) {
        const parsed = expected.parse({ success: true, value: accepted?.value });
        expect(value).toEqual(parsed.value);
      }
      answer = 'fail';
      const error = await rejection(client.call(chosen.route, minimalInput(chosen.route)));
      expect(error.kind).toBe('business');
      expect(error.errorCode).toBe('some.code');
      expect(error.serverMessage).toBe('Server says no');
      expect(error.value).toEqual({ captcha: true });
      expect(error.messageKey).toBe('errors:server');
      expect(error.messageValues).toEqual({ message: 'Server says no' });
      expect(error.isSessionExpired).toBe(false);
    });
  }

  it('returns plain text for plain-text routes', async () => {
    const rsa = rsaKeyHandler('abcdef0123456789abcdef');
    server.use(rsa.handler);
    await expect(testClient().call(contract.session.rsaKey, { query: { t: 1 } })).resolves.toBe(
      'abcdef0123456789abcdef',
    );
  });

  it('resolves undefined for a declared no-body status', async () => {
    server.use(http.post(`${BASE}/wps/test/created`, () => new HttpResponse(null, { status: 204 })));
    await expect(testClient().call(testContract.created, { body: { name: 'x' } })).resolves.toBeUndefined();
  });
});

describe('body encodings', () => {
  it('sends forgot-password form-encoded', async () => {
    let contentType: string | null = null;
    let text = '';
    server.use(
      http.post(routeUrl(contract.password.forgotByEmail), async ({ request }) => {
        contentType = request.headers.get('Content-Type');
        text = await request.text();
        return ok(null);
      }),
    );
    await testClient().call(contract.password.forgotByEmail, {
      body: { username: 'player01', email: 'a+b@example.test' },
    });
    expect(contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(text))).toEqual({
      username: 'player01',
      email: 'a+b@example.test',
    });
  });
});

describe('wire encryption', () => {
  const loginBody = { username: 'player01', password: 'Passw0rd1', type: 'username' as const };

  it('encrypts the login body so the server can decrypt it, with X-Digest and X-RSA', async () => {
    const rsa = rsaKeyHandler();
    const received: Awaited<ReturnType<typeof decryptRequest>>[] = [];
    server.use(
      rsa.handler,
      http.post(routeUrl(contract.session.login), async ({ request }) => {
        received.push(await decryptRequest(request, keys));
        return ok({ token: 'tok-1', userName: 'player01' });
      }),
    );
    const client = testClient();
    const value = await client.call(contract.session.login, { body: loginBody });
    expect(value.token).toBe('tok-1');
    const first = received[0];
    expect(first?.payload).toEqual(loginBody);
    expect(first?.digest).toBe(first?.wireValue);
    expect(first?.rsa).toBe(keys.n);
    expect(first?.sessionKey).toHaveLength(16);
    for (const ch of first?.sessionKey ?? '') expect(SESSION_KEY_CHARSET).toContain(ch);

    const keyRequest = rsa.hits[0];
    expect(keyRequest?.headers.get('Cache-Control')).toBe('no-cache');
    expect(Number(new URL(keyRequest?.url ?? BASE).searchParams.get('t'))).toBeGreaterThan(0);

    await client.call(contract.session.login, { body: loginBody });
    // The modulus is cached per client; each call has its own session key.
    expect(rsa.hits).toHaveLength(1);
    expect(received[1]?.sessionKey).not.toBe(first?.sessionKey);
  });

  it('fetches the key again and resends once when the server key has rotated', async () => {
    const old = generateTestKeyPair();
    let current = old;
    let keyFetches = 0;
    let logins = 0;
    server.use(
      http.get(routeUrl(contract.session.rsaKey), () => {
        keyFetches += 1;
        return new HttpResponse(current.n);
      }),
      http.post(routeUrl(contract.session.login), async ({ request }) => {
        logins += 1;
        // The server can only decrypt with its current key.
        if (request.headers.get('X-RSA') !== current.n)
          return failure('request_body_required', 'System error', 400);
        const { payload } = await decryptRequest(request, current);
        return ok({ token: 'tok', userName: (payload as { username: string }).username });
      }),
    );
    const client = testClient();
    await client.call(contract.session.login, { body: loginBody });
    expect({ keyFetches, logins }).toEqual({ keyFetches: 1, logins: 1 });

    current = keys;
    logins = 0;
    const value = await client.call(contract.session.login, { body: loginBody });
    expect(value.userName).toBe('player01');
    expect({ keyFetches, logins }).toEqual({ keyFetches: 2, logins: 2 });
  });

  it('gives up after one resend with the server error', async () => {
    const rsa = rsaKeyHandler();
    let logins = 0;
    server.use(
      rsa.handler,
      http.post(routeUrl(contract.session.login), () => {
        logins += 1;
        return failure('request_body_required', 'System error', 400);
      }),
    );
    const error = await rejection(testClient().call(contract.session.login, { body: loginBody }));
    expect(logins).toBe(2);
    expect(rsa.hits).toHaveLength(2);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(error.errorCode).toBe('request_body_required');
  });

  it('free play sends os, platform W and an Encryption header of a random key, without a body', async () => {
    const rsa = rsaKeyHandler();
    let headers: Headers | undefined;
    let body = '';
    server.use(
      rsa.handler,
      http.post(routeUrl(contract.session.freePlay), async ({ request }) => {
        headers = request.headers;
        body = await request.text();
        return ok({ token: 'guest-token' });
      }),
    );
    const value = await testClient({ getOs: () => 'android' }).call(contract.session.freePlay, {});
    expect(value.token).toBe('guest-token');
    expect(headers?.get('os')).toBe('android');
    expect(headers?.get('platform')).toBe('W');
    expect(headers?.get('X-Gateway-Version')).toBe('3');
    const encryption = headers?.get('Encryption') ?? '';
    const { decryptSessionKey } = await import('@/api/wire-crypto');
    expect(decryptSessionKey(encryption, keys.n, keys.d)).toMatch(/^[0-9A-Za-z]{16}$/);
    expect(body).toBe('');
  });

  it('turns an unusable key answer into a schema error', async () => {
    server.use(http.get(routeUrl(contract.session.rsaKey), () => HttpResponse.json({ success: true })));
    const error = await rejection(testClient().call(contract.session.login, { body: loginBody }));
    expect(error.kind).toBe('schema');
  });
});

describe('no automatic retries', () => {
  it.each([
    ['POST mutation', contract.promotions.claimIssued, 'post'],
    ['GET query', contract.system.country, 'get'],
  ] as const)('%s is sent once on a 500', async (_label, route, method) => {
    let hits = 0;
    server.use(
      http[method](routeUrl(route), () => {
        hits += 1;
        return failure('#727', 'system busy', 500);
      }),
    );
    const error = await rejection(testClient({ getToken: () => 't' }).call(route, minimalInput(route)));
    expect(hits).toBe(1);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(error.errorCode).toBe('#727');
    expect(error.messageKey).toBe('errors:system');
  });
});

describe('session expiry', () => {
  const route = contract.member.info;

  it('a 401 is an expired session and is signalled once', async () => {
    server.use(http.get(routeUrl(route), () => failure('login.not.session', null, 401)));
    const spy = vi.fn();
    const error = await rejection(
      testClient({ getToken: () => 'dead', onSessionExpired: spy }).call(route, {}),
    );
    expect(error.kind).toBe('http');
    expect(error.status).toBe(401);
    expect(error.isSessionExpired).toBe(true);
    expect(error.messageKey).toBe('errors:sessionExpired');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith(error);
  });

  it('a late 401 for a token the session no longer holds ends nothing (a new login stays)', async () => {
    let current: string | null = 'old';
    server.use(
      http.get(routeUrl(route), () => {
        // The player logs in again (or out) while this refusal is on its way back.
        current = 'new';
        return failure('login.not.session', null, 401);
      }),
    );
    const spy = vi.fn();
    const error = await rejection(
      testClient({ getToken: () => current, onSessionExpired: spy }).call(route, {}),
    );
    expect(error.isSessionExpired).toBe(true);
    expect(spy).not.toHaveBeenCalled();

    current = 'old';
    server.use(
      http.get(routeUrl(route), () => {
        current = null;
        return failure('login.not.session', null, 401);
      }),
    );
    await rejection(testClient({ getToken: () => current, onSessionExpired: spy }).call(route, {}));
    expect(spy).not.toHaveBeenCalled();
  });

  it('a 401 without a JSON body is still an expired session', async () => {
    server.use(http.get(routeUrl(route), () => new HttpResponse('Unauthorized', { status: 401 })));
    const spy = vi.fn();
    const error = await rejection(testClient({ onSessionExpired: spy }).call(route, {}));
    expect(error.isSessionExpired).toBe(true);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  for (const code of SESSION_ERROR_CODES) {
    it(`errorCode ${code} on a 200 envelope is an expired session`, async () => {
      server.use(http.get(routeUrl(route), () => failure(code, 'whatever')));
      const spy = vi.fn();
      const error = await rejection(
        testClient({ getToken: () => 'dead', onSessionExpired: spy }).call(route, {}),
      );
      expect(error.kind).toBe('business');
      expect(error.errorCode).toBe(code);
      expect(error.isSessionExpired).toBe(true);
      expect(error.messageKey).toBe('errors:sessionExpired');
      expect(spy).toHaveBeenCalledTimes(1);
    });
  }

  it('the message "customer not login or login timeout" is an expired session', async () => {
    server.use(http.get(routeUrl(route), () => failure(null, 'Customer not login or login timeout')));
    const spy = vi.fn();
    const error = await rejection(testClient({ onSessionExpired: spy }).call(route, {}));
    expect(error.isSessionExpired).toBe(true);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('reaches onSessionExpired subscribers by default', async () => {
    server.use(http.get(routeUrl(route), () => failure('CUSTOMER_NOT_LOGIN', null)));
    const listener = vi.fn();
    const unsubscribe = onSessionExpired(listener);
    try {
      const error = await rejection(testClient().call(route, {}));
      expect(listener).toHaveBeenCalledWith(error);
    } finally {
      unsubscribe();
    }
  });

  it('other business errors do not end the session', async () => {
    server.use(http.get(routeUrl(route), () => failure('USER_NOT_EXIST', 'No such user')));
    const spy = vi.fn();
    const error = await rejection(testClient({ onSessionExpired: spy }).call(route, {}));
    expect(error.isSessionExpired).toBe(false);
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('typed errors', () => {
  const route = contract.system.country;

  it('network failure → network, "connection abnormal"', async () => {
    server.use(http.get(routeUrl(route), () => HttpResponse.error()));
    const error = await rejection(testClient().call(route, {}));
    expect(error.kind).toBe('network');
    expect(error.messageKey).toBe('errors:network');
    expect(error.routeKey).toBe('GET /wps/system/country');
  });

  it('no answer within the per-call timeout → timeout, "check network or contact customer service"', async () => {
    server.use(http.get(routeUrl(route), () => delay('infinite')));
    const started = Date.now();
    const error = await rejection(testClient().call(route, {}, { timeoutMs: 50 }));
    expect(error.kind).toBe('timeout');
    expect(error.messageKey).toBe('errors:slow');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('the client default timeout applies without an override', async () => {
    server.use(http.get(routeUrl(route), () => delay('infinite')));
    const error = await rejection(testClient({ timeoutMs: 60 }).call(route, {}));
    expect(error.kind).toBe('timeout');
  });

  it('a caller abort rejects with AbortError, not an ApiError', async () => {
    server.use(http.get(routeUrl(route), () => delay('infinite')));
    const controller = new AbortController();
    const pending = testClient().call(route, {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
  });

  it('a caller abort reaches the server: the request it sent is aborted there', async () => {
    const seen: Request[] = [];
    server.use(
      http.get(routeUrl(route), ({ request }) => {
        seen.push(request);
        return delay('infinite');
      }),
    );
    const controller = new AbortController();
    const pending = testClient().call(route, {}, { signal: controller.signal });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.signal.aborted).toBe(false);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen[0]?.signal.aborted).toBe(true);
  });

  it('a signal aborted before the call sends nothing', async () => {
    const seen: Request[] = [];
    server.use(
      http.get(routeUrl(route), ({ request }) => {
        seen.push(request);
        return ok([]);
      }),
    );
    const controller = new AbortController();
    controller.abort();
    await expect(testClient().call(route, {}, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(seen).toHaveLength(0);
  });

  it('malformed JSON → schema', async () => {
    server.use(
      http.get(
        routeUrl(route),
        () => new HttpResponse('{"success": tru', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const error = await rejection(testClient().call(route, {}));
    expect(error.kind).toBe('schema');
    expect(error.messageKey).toBe('errors:system');
  });

  it('valid JSON of the wrong shape → schema', async () => {
    server.use(http.get(routeUrl(route), () => ok({ not: 'an array' })));
    const error = await rejection(testClient().call(route, {}));
    expect(error.kind).toBe('schema');
  });

  it('a success status the contract does not declare → schema', async () => {
    server.use(
      http.get(routeUrl(route), () => HttpResponse.json({ success: true, value: [] }, { status: 202 })),
    );
    const error = await rejection(testClient().call(route, {}));
    expect(error.kind).toBe('schema');
  });

  it('a 400 with a server message shows that message', async () => {
    server.use(
      http.get(routeUrl(route), () =>
        failure('customer_mobile_no_duplicated', 'Mobile number already registered', 400),
      ),
    );
    const error = await rejection(testClient().call(route, {}));
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      errorCode: 'customer_mobile_no_duplicated',
      serverMessage: 'Mobile number already registered',
      messageKey: 'errors:server',
    });
  });

  it('a 5xx never shows the backend text', async () => {
    server.use(
      http.get(routeUrl(route), () => failure(null, 'org.hibernate.exception.JDBCConnectionException', 503)),
    );
    const error = await rejection(testClient().call(route, {}));
    expect(error.kind).toBe('http');
    expect(error.messageKey).toBe('errors:system');
  });

  it('a 404 HTML page → http with no details', async () => {
    server.use(http.get(routeUrl(route), () => new HttpResponse('<html>Not found</html>', { status: 404 })));
    const error = await rejection(testClient().call(route, {}));
    expect(error).toMatchObject({ kind: 'http', status: 404, messageKey: 'errors:system' });
    expect(error.errorCode).toBeUndefined();
  });

  it('a business error without a message falls back to "system error"', async () => {
    server.use(http.get(routeUrl(route), () => failure('#543 function.not.available', null)));
    const error = await rejection(testClient().call(route, {}));
    expect(error).toMatchObject({
      kind: 'business',
      errorCode: '#543 function.not.available',
      messageKey: 'errors:system',
    });
  });

  it('TOO_MANY_REQUESTS has its own message', async () => {
    server.use(http.get(routeUrl(route), () => failure('TOO_MANY_REQUESTS', 'slow down')));
    const error = await rejection(testClient().call(route, {}));
    expect(error.messageKey).toBe('errors:tooManyRequests');
  });
});
