import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, precompressDir, servePrecompressed } from './vite-precompress';

/** Text that compresses as a bundle does: long, with repeats. */
const script = Array.from({ length: 400 }, (_, i) => `export const value${i % 37} = "${i}";`).join('\n');

let dir = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/app-abc.js'), script);
  writeFileSync(join(dir, 'assets/style-abc.css'), `.a{color:red}\n`.repeat(200));
  writeFileSync(join(dir, 'assets/tiny-abc.js'), 'export {};');
  writeFileSync(join(dir, 'assets/logo.png'), Buffer.alloc(4096, 1));
  writeFileSync(join(dir, 'security-headers.json'), JSON.stringify({ a: 'b'.repeat(4096) }));
  // A copy beside the directory: a path that climbs out of it must not reach this one.
  writeFileSync(join(tmpdir(), 'outside-precompress.js.br'), 'secret');
  await precompressDir(dir);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(join(tmpdir(), 'outside-precompress.js.br'), { force: true });
});

describe('the build writes brotli copies', () => {
  it('of scripts and stylesheets, which decompress to the file', () => {
    for (const file of ['assets/app-abc.js', 'assets/style-abc.css']) {
      const copy = readFileSync(join(dir, `${file}.br`));
      expect(copy.length).toBeLessThan(readFileSync(join(dir, file)).length / 4);
      expect(brotliDecompressSync(copy).toString()).toBe(readFileSync(join(dir, file), 'utf8'));
    }
  });

  it('not of files under 1 kB, pictures the format compresses, or the JSON meant for the host', () => {
    expect(existsSync(join(dir, 'assets/tiny-abc.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/logo.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'security-headers.json.br'))).toBe(false);
  });
});

describe('Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['BR', true],
    ['gzip, br;q=0.5', true],
    ['gzip, deflate', false],
    ['br;q=0', false],
    ['gzip, br;q=0.0', false],
    ['brotli', false],
    [undefined, false],
  ])('%s takes brotli: %s', (header, takes) => {
    expect(acceptsBrotli(header)).toBe(takes);
  });
});

describe('the preview serves the copies', () => {
  let server: Server;
  let origin = '';

  beforeAll(async () => {
    const serve = servePrecompressed(dir);
    server = createServer((req, res) =>
      serve(req, res, () => {
        res.statusCode = 404;
        res.end('next');
      }),
    );
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((done) => server.close(done));
  });

  /** node's fetch decodes brotli itself: the raw bytes are read from a plain http request instead. */
  async function get(path: string, acceptEncoding: string, method = 'GET') {
    const { request } = await import('node:http');
    return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
      const req = request(
        `${origin}${path}`,
        { method, headers: { 'Accept-Encoding': acceptEncoding } },
        (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () =>
            done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
          );
        },
      );
      req.on('error', fail);
      req.end();
    });
  }

  it('to a browser that takes brotli, with the type and Vary set', async () => {
    const res = await get('/assets/app-abc.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('a HEAD gets the headers without the body', async () => {
    const res = await get('/assets/style-abc.css', 'br', 'HEAD');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBe(0);
  });

  it('passes on a browser that does not take brotli, a file with no copy, and a path outside the directory', async () => {
    expect((await get('/assets/app-abc.js', 'gzip')).body.toString()).toBe('next');
    expect((await get('/assets/tiny-abc.js', 'br')).body.toString()).toBe('next');
    expect((await get('/assets/..%2F..%2Foutside-precompress.js', 'br')).body.toString()).toBe('next');
    expect((await get('/%E0%A4%A', 'br')).body.toString()).toBe('next');
  });
});
