// @vitest-environment node
/*
 * This file talks to the real loopback HTTP server, so msw must not intercept its fetches: the
 * shared setup leaves interception off in files that mention setupServer( (this comment does).
 */
import { get, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { getResponse, http } from 'msw';
import { handlers } from '../handlers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConsole } from '../../tests/setup/console';
import { MAX_ENCRYPTION_HEADER_LENGTH, rsaDecryptSessionKey } from '../lib/wire';
import { MAX_BODY_BYTES, startMockServer } from '../server';
import { MERCHANT, WireClient } from './wire-client';

let server: Server;
let base = '';

beforeAll(async () => {
  const started = await startMockServer(0);
  server = started.server;
  base = started.url;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const WITH_MERCHANT = { Merchant: MERCHANT };

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A raw node:http request (fetch refuses TRACE and always sends its own Content-Length). `write`
 * gets the open request and may stream a body; the promise settles with the first answer.
 */
function raw(
  method: string,
  path: string,
  headers: Record<string, string | number> = {},
  write: (req: ReturnType<typeof request>) => void = (req) => req.end(),
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    // Once the server has answered and closed, writing more fails (EPIPE/ECONNRESET): expected.
    req.on('error', (error) => {
      if (!req.writableEnded) return;
      reject(error);
    });
    write(req);
  });
}

describe('mocks/server.ts (plain HTTP on loopback)', () => {
  it('listens on a random port and serves the wire protocol end to end', async () => {
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const client = new WireClient(base);
    const login = await client.login('player01', 'Passw0rd1');
    expect(login.body.success).toBe(true);
    const info = await client.json<{ account: string }>('GET', '/wps/member/info');
    expect(info.body.value?.account).toBe('player01');
  });

  it('answers CORS preflights and unknown paths with a JSON 404', async () => {
    const preflight = await fetch(`${base}/wps/member/info`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Headers': 'authorization,merchant',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    const missing = await fetch(`${base}/wps/nothing/here`, { headers: WITH_MERCHANT });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false });
  });

  it('switches scenario via POST /__mock/scenario and exposes state at /__mock/state', async () => {
    const switched = await fetch(`${base}/__mock/scenario?name=maintenance`, { method: 'POST' });
    expect(switched.status).toBe(200);
    const status = (await (await fetch(`${base}/wps/system/status`, { headers: WITH_MERCHANT })).json()) as {
      value: { maintenance: { status: number } };
    };
    expect(status.value.maintenance.status).toBe(1);
    expect((await fetch(`${base}/__mock/scenario?name=nope`, { method: 'POST' })).status).toBe(400);

    await fetch(`${base}/__mock/scenario?name=default`, { method: 'POST' });
    await fetch(`${base}/wps/captcha`, { headers: WITH_MERCHANT });
    const state = (await (await fetch(`${base}/__mock/state`)).json()) as {
      lastCaptchaAnswer: string | null;
    };
    expect(state.lastCaptchaAnswer).toMatch(/^\d{4}$/);
  });

  it('refuses a missing, foreign or doubled Merchant header as the real backend does', async () => {
    const answer = async (headers: Record<string, string>) => {
      const res = await fetch(`${base}/wps/system/country`, { headers });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const refused = { success: false, errorCode: 'merchant.acct.setup.err' };
    expect(await answer({})).toEqual({ status: 400, body: expect.objectContaining(refused) });
    expect(await answer({ Merchant: 'other99' })).toEqual({
      status: 400,
      body: expect.objectContaining(refused),
    });
    const doubled = await raw('GET', '/wps/system/country', { Merchant: `${MERCHANT}, ${MERCHANT}` });
    expect(doubled.status).toBe(400);
    expect(JSON.parse(doubled.body)).toMatchObject({ success: false, errorCode: 'function.not.available' });
    expect(await answer(WITH_MERCHANT)).toEqual({
      status: 200,
      body: expect.objectContaining({ success: true }),
    });
    // The in-process handlers (browser worker, vitest, Storybook) refuse it the same way.
    const inProcess = await getResponse(handlers, new Request('http://wps.test/wps/system/country'));
    expect(inProcess?.status).toBe(400);
    expect(await inProcess?.json()).toMatchObject(refused);
    // The wire client sends Merchant on every call, the RSA key fetch included.
    const client = new WireClient(base);
    expect(await client.rsaModulus()).toMatch(/^[0-9a-f]{64,}$/i);
  });

  it("serves the image CDN's pictures without the API's headers, as a browser asks for them", async () => {
    const picture = await raw('GET', '/mock-art/game.svg?name=Diamond%20Riches&vendor=PG&hue=40');
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');
    expect(picture.body).toContain('>Diamond Riches</text>');
    const missing = await raw('GET', '/mock-art/game.svg?name=Diamond%20Riches');
    expect(missing.status).toBe(404);
    // Pictures are only read.
    const posted = await raw('POST', '/mock-art/game.svg?name=Diamond%20Riches&vendor=PG&hue=40');
    expect(posted.status).toBe(404);
    // The exemption is the picture path only: the API still wants its Merchant header.
    expect((await raw('GET', '/wps/system/status')).status).toBe(400);
  });

  it('gzips large JSON for clients that accept it, as a production backend does', async () => {
    const raw = (acceptEncoding?: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const url = `${base}/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=EN`;
        const headers = {
          ...WITH_MERCHANT,
          ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}),
        };
        get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const plain = await raw();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await raw('gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    expect((JSON.parse(plain.body.toString('utf8')) as { success: boolean }).success).toBe(true);
  });

  describe('safe to leave running', () => {
    const DEV_ORIGINS = [5173, 4173, 4174, 6006, 6007].flatMap((port) => [
      `http://127.0.0.1:${port}`,
      `http://localhost:${port}`,
    ]);

    it('lets only the dev, preview, e2e and Storybook origins read answers, never a wildcard', async () => {
      for (const origin of DEV_ORIGINS) {
        const res = await fetch(`${base}/wps/system/country`, {
          headers: { ...WITH_MERCHANT, Origin: origin },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('access-control-allow-origin')).toBe(origin);
        expect(res.headers.get('vary')).toMatch(/Origin/);
      }
      for (const origin of [
        'https://evil.example',
        'http://127.0.0.1:9999',
        'null',
        'http://localhost.evil.example:5173',
      ]) {
        const preflight = await fetch(`${base}/wps/session/login`, {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
        });
        expect(preflight.status).toBe(403);
        expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
        expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
        // A simple cross-site request (no preflight) is refused before it reaches a handler.
        const simple = await fetch(`${base}/__mock/reset`, { method: 'POST', headers: { Origin: origin } });
        expect(simple.status).toBe(403);
        expect(simple.headers.get('access-control-allow-origin')).toBeNull();
      }
    });

    it('allows a fixed list of request headers instead of echoing what was asked for', async () => {
      const preflight = await fetch(`${base}/wps/session/login`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://127.0.0.1:5173',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'x-evil, merchant',
        },
      });
      const allowed = preflight.headers.get('access-control-allow-headers') ?? '';
      expect(allowed).toMatch(/\bMerchant\b/);
      expect(allowed).toMatch(/\bEncryption\b/);
      expect(allowed).not.toMatch(/x-evil/i);
    });

    it('answers 405 to a verb no contract uses and #459 to a known path under the wrong verb', async () => {
      for (const method of ['TRACE', 'PROPFIND', 'PATCH', 'HEAD']) {
        const res = await raw(method, '/wps/system/country', WITH_MERCHANT);
        expect(res.status, method).toBe(405);
        expect(res.headers.allow).toMatch(/GET/);
      }
      const post = await fetch(`${base}/wps/game/launchGame`, { method: 'POST', headers: WITH_MERCHANT });
      expect(post.status).toBe(405);
      expect(post.headers.get('allow')).toBe('GET');
      expect(await post.json()).toMatchObject({ success: false, errorCode: '#459 http_method_not_support' });
    });

    it('refuses a body declared over 1 MB with 413 before reading any of it', async () => {
      const started = Date.now();
      const res = await raw(
        'POST',
        '/wps/session/login',
        { ...WITH_MERCHANT, 'Content-Type': 'application/json', 'Content-Length': MAX_BODY_BYTES + 1 },
        // Sends 10 bytes of the 1 MB it announced and waits: only an early answer settles this.
        (req) => req.write('{"value":"'),
      );
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ success: false });
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('stops reading a streamed body at 1 MB and answers 413', async () => {
      let written = 0;
      let answered = false;
      const chunk = Buffer.alloc(64 * 1024, 'a');
      // Twice the limit, then the client holds its body open: only an answer given before the body's
      // end settles this (a server that waited for the end, or for the whole body, never answers).
      const SENT = 2 * MAX_BODY_BYTES;
      const res = await raw(
        'POST',
        '/wps/session/login',
        { ...WITH_MERCHANT, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
        (req) => {
          const pump = () => {
            while (!answered && !req.destroyed && written < SENT) {
              written += chunk.length;
              if (!req.write(chunk)) return void req.once('drain', pump);
            }
          };
          req.once('response', () => {
            answered = true;
            if (!req.destroyed) req.end();
          });
          pump();
        },
      );
      expect(res.status).toBe(413);
      expect(written).toBeGreaterThan(MAX_BODY_BYTES);
      // And it still serves the next request.
      expect((await fetch(`${base}/wps/system/country`, { headers: WITH_MERCHANT })).status).toBe(200);
    });

    it('answers 413 to a client still sending, then closes without a reset', async () => {
      const { port } = new URL(base);
      // Half-open allowed: the server's FIN after its answer must not stop this client from sending.
      const socket = connect({ port: Number(port), host: '127.0.0.1', allowHalfOpen: true });
      socket.setNoDelay(true);
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const frame = (data: Buffer) =>
        Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
      const outcome = await new Promise<{ answer: string; error: string | null }>((resolve) => {
        let answer = '';
        let error: string | null = null;
        let afterAnswer = 0;
        socket.on('data', (d: Buffer) => (answer += d.toString()));
        socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
        socket.on('close', () => resolve({ answer, error }));
        socket.write(
          `POST /wps/session/login HTTP/1.1\r\nHost: 127.0.0.1\r\nMerchant: ${MERCHANT}\r\n` +
            'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
        );
        // Slowly, chunk by chunk; still going for 1 MB after the answer has arrived.
        const pump = () => {
          if (socket.destroyed) return;
          if (answer !== '') afterAnswer += chunk.length;
          if (afterAnswer > MAX_BODY_BYTES) {
            socket.end('0\r\n\r\n');
            return;
          }
          socket.write(frame(chunk));
          setTimeout(pump, 2);
        };
        pump();
      });
      expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(outcome.answer).toContain('request_entity_too_large');
      expect(outcome.error).toBeNull();
    });

    it('a client still sending a declared oversized body receives the 413, not a reset', async () => {
      // fetch writes the whole 8 MB it declared, whatever the server answers meanwhile.
      const res = await fetch(`${base}/wps/session/login`, {
        method: 'POST',
        headers: { ...WITH_MERCHANT, 'Content-Type': 'application/json' },
        body: new Uint8Array(8 * MAX_BODY_BYTES).fill(0x61),
      });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ success: false, errorCode: 'request_entity_too_large' });
      expect((await fetch(`${base}/wps/system/country`, { headers: WITH_MERCHANT })).status).toBe(200);
    });

    it('a client streaming an oversized body slowly, in chunks, receives the 413, not a reset', async () => {
      const chunk = new Uint8Array(128 * 1024).fill(0x61);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (sent >= 3 * MAX_BODY_BYTES) return controller.close();
          await new Promise((resolve) => setTimeout(resolve, 5));
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const res = await fetch(`${base}/wps/session/login`, {
        method: 'POST',
        headers: { ...WITH_MERCHANT, 'Content-Type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ success: false, errorCode: 'request_entity_too_large' });
    });

    it('bounds the RSA Encryption header before decrypting anything', async () => {
      const huge = 'f'.repeat(MAX_ENCRYPTION_HEADER_LENGTH + 1);
      expect(rsaDecryptSessionKey(huge)).toBeNull();
      const started = Date.now();
      const res = await fetch(`${base}/wps/session/login`, {
        method: 'POST',
        headers: { ...WITH_MERCHANT, 'Content-Type': 'application/json', Encryption: huge },
        body: JSON.stringify({ value: 'x' }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, errorCode: 'request_body_required' });
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it('keeps internal error text in the server log, never in the response', async () => {
      const secret = 'db password hunter2 at /home/dev/mocks/secret.ts:42';
      const failing = await startMockServer(0, '127.0.0.1', [
        http.get('*/wps/system/country', () => {
          throw new Error(secret);
        }),
      ]);
      expectConsole('error', /hunter2/);
      try {
        const res = await fetch(`${failing.url}/wps/system/country`, { headers: WITH_MERCHANT });
        const text = await res.text();
        expect(res.status).toBe(500);
        expect(JSON.parse(text)).toEqual({
          success: false,
          errorCode: '#727 system.busy',
          message: 'System busy, please try again later',
        });
        expect(text).not.toMatch(/hunter2|secret\.ts|Error|at /);
      } finally {
        await new Promise<void>((resolve) => failing.server.close(() => resolve()));
      }
    });
  });
});
