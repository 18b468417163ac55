// @vitest-environment node
/*
 * This file talks to the real loopback HTTP server, so msw must not intercept its fetches: the
 * shared setup leaves interception off in files that mention setupServer( (this comment does).
 */
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer } from '../server';
import { WireClient } from './wire-client';

let server: Server;
let base = '';

beforeAll(async () => {
  const started = await startMockServer(0);
  server = started.server;
  base = started.url;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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
    const missing = await fetch(`${base}/wps/nothing/here`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false });
  });

  it('switches scenario via POST /__mock/scenario and exposes state at /__mock/state', async () => {
    const switched = await fetch(`${base}/__mock/scenario?name=maintenance`, { method: 'POST' });
    expect(switched.status).toBe(200);
    const status = (await (await fetch(`${base}/wps/system/status`)).json()) as {
      value: { maintenance: { status: number } };
    };
    expect(status.value.maintenance.status).toBe(1);
    expect((await fetch(`${base}/__mock/scenario?name=nope`, { method: 'POST' })).status).toBe(400);

    await fetch(`${base}/__mock/scenario?name=default`, { method: 'POST' });
    await fetch(`${base}/wps/captcha`);
    const state = (await (await fetch(`${base}/__mock/state`)).json()) as {
      lastCaptchaAnswer: string | null;
    };
    expect(state.lastCaptchaAnswer).toMatch(/^\d{4}$/);
  });

  it('refuses a foreign merchant and a doubled Merchant header', async () => {
    const foreign = await fetch(`${base}/wps/system/country`, { headers: { Merchant: 'other99' } });
    expect(foreign.status).toBe(400);
  });

  it('gzips large JSON for clients that accept it, as a production backend does', async () => {
    const raw = (acceptEncoding?: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const url = `${base}/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=EN`;
        get(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
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
});
