import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  CSP_META_SLOT,
  headersForDir,
  headersForPath,
  hostsFromEnv,
  inlineHashes,
  metaPolicy,
  netlifyHeaders,
  writeSecurityHeaders,
} from './vite-csp.ts';

const THEME = "(function(){document.documentElement.setAttribute('data-theme','light')})();";
const PRELOAD = "\n      var l=document.createElement('link');\n    ";
const SITE_HTML = `<!doctype html><html><head><script>${THEME}</script><script type="module" crossorigin src="/assets/index.js"></script><script>${PRELOAD}</script></head><body></body></html>`;
const GAME_HTML =
  '<html><head><style>body{margin:0}</style></head><body><script>draw()</script></body></html>';

/** What a browser computes for `'sha256-…'`: the base64 SHA-256 of the script's exact text. */
const browserHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const NO_HOSTS = hostsFromEnv({});
let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function builtDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'csp-'));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d === name || d.startsWith(`${name} `));

describe('security headers plugin', () => {
  it('hashes every inline script exactly as written, and no script with a src', () => {
    expect(inlineHashes(SITE_HTML).scripts).toEqual([browserHash(THEME), browserHash(PRELOAD)]);
  });

  it('the site policy: self plus the build hashes, no unsafe-inline or eval, and the directives of ADR 011', () => {
    const dir = builtDir({ 'index.html': SITE_HTML, 'mock-game.html': GAME_HTML, 'assets/index.js': '' });
    const headers = headersForDir(
      dir,
      hostsFromEnv({ VITE_LAUNCH_HOSTS: 'https://play.vendor.example, http://plain.example' }),
    );
    const site = headers.documents['/index.html'];
    const csp = site?.['Content-Security-Policy'] ?? '';
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'script-src')).toBe(
      `script-src 'self' ${browserHash(THEME)} ${browserHash(PRELOAD)}`,
    );
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://play.vendor.example");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
    expect(site).toMatchObject({
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'Permissions-Policy': expect.stringContaining('camera=()'),
    });
  });

  it('serves the mock game as a sandboxed path with only its own inline code', () => {
    const dir = builtDir({ 'index.html': SITE_HTML, 'mock-game.html': GAME_HTML });
    const csp = headersForDir(dir, NO_HOSTS).documents['/mock-game.html']?.['Content-Security-Policy'] ?? '';
    expect(csp.startsWith('sandbox allow-scripts;')).toBe(true);
    expect(csp).not.toContain('allow-same-origin');
    expect(directive(csp, 'script-src')).toBe(`script-src ${browserHash('draw()')}`);
    expect(directive(csp, 'style-src')).toBe(`style-src ${browserHash('body{margin:0}')}`);
  });

  it('routes and HTML get their document headers, other files only the base headers', () => {
    const dir = builtDir({ 'index.html': SITE_HTML, 'mock-game.html': GAME_HTML });
    const headers = headersForDir(dir, NO_HOSTS);
    const csp = (path: string) => headersForPath(headers, path)['Content-Security-Policy'];
    expect(csp('/')).toBe(headers.documents['/index.html']?.['Content-Security-Policy']);
    expect(csp('/game')).toBe(csp('/'));
    expect(csp('/mock-game.html')).toMatch(/^sandbox/);
    expect(csp('/assets/index-abc.js')).toBeUndefined();
    expect(headersForPath(headers, '/mockServiceWorker.js')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });
    expect(netlifyHeaders(headers)).toContain(`/mock-game.html\n  X-Content-Type-Options: nosniff`);
  });

  it('a built Storybook may frame its own preview and use inline styles, still no inline script', () => {
    const dir = builtDir({ 'index.html': SITE_HTML, 'iframe.html': SITE_HTML, 'sb-manager/x.js': '' });
    const csp = headersForDir(dir, NO_HOSTS).documents['/iframe.html']?.['Content-Security-Policy'] ?? '';
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(csp, 'script-src')).not.toContain('unsafe-inline');
  });

  it('GeeTest adds its hosts to script-src only when configured', () => {
    const plain = contentSecurityPolicy('site', { scripts: [], styles: [] }, NO_HOSTS);
    const geetest = contentSecurityPolicy(
      'site',
      { scripts: [], styles: [] },
      hostsFromEnv({ VITE_GEETEST_CAPTCHA_ID: 'abc' }),
    );
    expect(plain).not.toContain('geetest');
    expect(directive(geetest, 'script-src')).toBe(
      "script-src 'self' https://static.geetest.com https://gcaptcha4.geetest.com",
    );
  });

  it("Google's analytics tag adds its host to script-src and connect-src only with VITE_ANALYTICS=gtag", () => {
    const plain = contentSecurityPolicy('site', { scripts: [], styles: [] }, NO_HOSTS);
    const gtag = contentSecurityPolicy(
      'site',
      { scripts: [], styles: [] },
      hostsFromEnv({ VITE_ANALYTICS: 'gtag' }),
    );
    const other = contentSecurityPolicy(
      'site',
      { scripts: [], styles: [] },
      hostsFromEnv({ VITE_ANALYTICS: 'yes' }),
    );
    expect(plain).not.toContain('googletagmanager');
    expect(other).toBe(plain);
    expect(directive(gtag, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(directive(gtag, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(directive(gtag, 'connect-src')).toContain('https://www.googletagmanager.com');
    // Any https image is allowed already; a build with an image list gets the tag's hosts added.
    expect(directive(gtag, 'img-src')).toBe("img-src 'self' data: blob: https:");
    const listed = contentSecurityPolicy(
      'site',
      { scripts: [], styles: [] },
      hostsFromEnv({ VITE_ANALYTICS: 'gtag', VITE_IMAGE_HOSTS: 'img.example.com' }),
    );
    expect(directive(listed, 'img-src')).toContain('https://www.googletagmanager.com');
  });

  it('opener policy: pages the site opens keep their link to it, the sandboxed game page gets none', () => {
    const dir = builtDir({ 'index.html': SITE_HTML, 'mock-game.html': GAME_HTML });
    const headers = headersForDir(dir, NO_HOSTS);
    expect(headers.documents['/index.html']?.['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(headers.documents['/mock-game.html']?.['Cross-Origin-Opener-Policy']).toBeUndefined();
  });
});

describe('the CSP meta fallback in index.html', () => {
  const INDEX = SITE_HTML.replace('<head>', `<head><meta charset="UTF-8" />${CSP_META_SLOT}`);
  const metaOf = (html: string) =>
    /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/
      .exec(html)?.[1]
      ?.replace(/&#39;|&quot;/g, "'");

  it('the build writes the header policy into index.html, first in <head>, without header-only directives', () => {
    const dir = builtDir({ 'index.html': INDEX, 'mock-game.html': GAME_HTML });
    const headers = writeSecurityHeaders(
      dir,
      hostsFromEnv({ VITE_LAUNCH_HOSTS: 'https://play.vendor.example' }),
    );
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const header = headers.documents['/index.html']?.['Content-Security-Policy'] ?? '';
    const meta = metaOf(html) ?? '';
    // Every directive of the header but frame-ancestors, word for word.
    expect(meta.split('; ')).toEqual(header.split('; ').filter((d) => !d.startsWith('frame-ancestors')));
    expect(directive(meta, 'script-src')).toBe(
      `script-src 'self' ${browserHash(THEME)} ${browserHash(PRELOAD)}`,
    );
    expect(html.indexOf('http-equiv')).toBeLessThan(html.indexOf('<script'));
    // The tag adds no script: the hashes of the file as written are the ones the policy names.
    expect(inlineHashes(html)).toEqual(inlineHashes(INDEX));
    // What preview and the static hosts serve was computed from the same files.
    expect(JSON.parse(readFileSync(join(dir, 'security-headers.json'), 'utf8'))).toEqual(headers);
    // Only index.html: the sandboxed game page keeps its own header policy alone.
    expect(readFileSync(join(dir, 'mock-game.html'), 'utf8')).toBe(GAME_HTML);
  });

  it('a meta policy never carries what only a header can', () => {
    expect(
      metaPolicy("sandbox allow-scripts; default-src 'none'; report-uri /r; frame-ancestors 'self'"),
    ).toBe("default-src 'none'");
  });
});

describe('the Firebase Auth emulator (ADR 047)', () => {
  const firebase = { VITE_FIREBASE_API_KEY: 'demo-key' };
  it('is reachable only when named, and only on this machine', () => {
    const named = hostsFromEnv({ ...firebase, VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9399' });
    expect(named.connect).toContain('http://127.0.0.1:9399');
    expect(named.frame).toContain('http://127.0.0.1:9399');
    expect(hostsFromEnv(firebase).connect.some((h) => h.startsWith('http:'))).toBe(false);
    const remote = hostsFromEnv({
      ...firebase,
      VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://auth.example.com:9399',
    });
    expect(remote.connect).not.toContain('http://auth.example.com:9399');
  });
});
