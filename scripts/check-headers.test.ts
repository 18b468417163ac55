// @vitest-environment node
/*
 * `npm run check:headers` against a real loopback HTTP server, so msw must not intercept its fetches:
 * the shared setup leaves interception off in files that mention setupServer( (this comment does).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHeaders, run } from './check-headers.ts';
import { headersForPath, hostsFromEnv, writeSecurityHeaders, type HeaderSet } from './vite-csp.ts';

const INDEX =
  '<!doctype html><html><head><meta charset="UTF-8" /><!-- content security policy (scripts/vite-csp.ts) --><script>1</script></head><body></body></html>';

let dir = '';
let built: HeaderSet = {};
let server: Server;
let base = '';
/** What the server sends for the next requests: the build's own headers, changed per test. */
let serving: (headers: HeaderSet) => HeaderSet = (h) => h;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'check-headers-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  built = headersForPath(writeSecurityHeaders(dir, hostsFromEnv({})), '/');
  server = createServer((req, res) => {
    if (req.url === '/moved') {
      res.writeHead(302, { Location: '/' }).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html', ...serving(built) }).end(INDEX);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

async function check(path = '/') {
  const lines: string[] = [];
  const code = await run(`${base}${path}`, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

describe('npm run check:headers', () => {
  it('passes a server that sends the headers the build computed (HSTS does not apply to local http)', async () => {
    serving = (h) => h;
    const { code, output } = await check('/moved');
    expect(output).toMatch(/Strict-Transport-Security\s+NOT APPLICABLE/);
    expect(output).toMatch(/all required headers present/);
    expect(code).toBe(0);
  });

  it('names every missing or weak header and exits 1', async () => {
    serving = ({
      'X-Frame-Options': _frame,
      'Cross-Origin-Opener-Policy': _coop,
      'Content-Security-Policy': csp = '',
      ...rest
    }) => ({
      ...rest,
      'Content-Security-Policy': csp.replace(/; frame-ancestors [^;]*/, ''),
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    const { code, output } = await check();
    expect(output).toMatch(/X-Frame-Options\s+MISSING/);
    expect(output).toMatch(/Cross-Origin-Opener-Policy\s+MISSING/);
    expect(output).toMatch(/CSP frame-ancestors\s+MISSING/);
    expect(output).toMatch(/Referrer-Policy\s+WEAK: strict-origin-when-cross-origin/);
    expect(output).toMatch(/Content-Security-Policy\s+ok/);
    expect(output).toMatch(/X-Content-Type-Options\s+ok/);
    expect(output).toMatch(/4 missing or weak/);
    expect(code).toBe(1);
  });

  it('a server that sends none of them fails every check', async () => {
    serving = () => ({});
    const { code, output } = await check();
    expect(output.match(/MISSING/g)).toHaveLength(7);
    expect(code).toBe(1);
  });

  it('an unreachable site or a bad address is exit code 2', async () => {
    expect(await run('not a url', () => undefined)).toBe(2);
    expect(await run('http://127.0.0.1:1/', () => undefined)).toBe(2);
  });
});

describe('the verdicts', () => {
  const https = new URL('https://site.example/');
  const verdictOf = (name: string, headers: Record<string, string>, url = https) =>
    checkHeaders(new Headers(headers), url).find((c) => c.header === name)?.verdict;

  it('HSTS over https: one year or more', () => {
    const name = 'Strict-Transport-Security';
    expect(verdictOf(name, {})).toBe('missing');
    expect(verdictOf(name, { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' })).toBe(
      'ok',
    );
    expect(verdictOf(name, { 'Strict-Transport-Security': 'max-age=86400' })).toBe('weak');
    // A public site on plain http cannot be protected by it at all.
    expect(verdictOf(name, {}, new URL('http://site.example/'))).toBe('weak');
  });

  it('a CSP that lets inline or remote scripts run, or plugins, is weak', () => {
    const name = 'Content-Security-Policy';
    const csp = (value: string) => verdictOf(name, { 'Content-Security-Policy': value });
    expect(csp("default-src 'self'; object-src 'none'; base-uri 'none'")).toBe('ok');
    expect(csp("script-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'")).toBe('weak');
    expect(csp("script-src 'self' https:; object-src 'none'; base-uri 'none'")).toBe('weak');
    expect(csp("default-src 'self'; base-uri 'none'")).toBe('weak');
    expect(csp("default-src 'self'; object-src 'none'")).toBe('weak');
  });

  it('COOP must allow the site its popups: same-origin is refused as well as none', () => {
    const name = 'Cross-Origin-Opener-Policy';
    expect(verdictOf(name, { 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' })).toBe('ok');
    expect(verdictOf(name, { 'Cross-Origin-Opener-Policy': 'same-origin' })).toBe('weak');
    expect(verdictOf(name, { 'Cross-Origin-Opener-Policy': 'unsafe-none' })).toBe('weak');
  });
});
