import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Connect, Plugin, ResolvedConfig } from 'vite';

/**
 * Content-Security-Policy and the other security headers (ADR 011, docs/deploy.md).
 *
 * The policy allows scripts from the site itself plus the sha256 of every inline script the build
 * emitted, computed from the written HTML files (never typed by hand). A build writes the result to
 * `security-headers.json` (what `vite preview` serves) and `_headers` (the same set in the format
 * static hosts such as Netlify and Cloudflare Pages read); docs/deploy.md says what a reverse proxy
 * must send. The dev server sends a relaxed policy: Vite's HMR client and React refresh need inline
 * module scripts, injected <style> tags and a websocket.
 *
 * The built index.html also carries the policy in a `<meta http-equiv>` (ADR 037): a host that drops
 * the headers still enforces what a meta tag can carry (not frame-ancestors, report-uri or sandbox).
 */

export interface CspHosts {
  /** Origins the game frames may load (frame-src): the status response's launch CDN hosts. */
  launch: string[];
  /** Where the API lives when it is not the site itself (connect-src). */
  connect: string[];
  /** Image hosts; empty = any https image (the image CDN list arrives at run time). */
  image: string[];
  /** Extra script hosts (GeeTest, Firebase's reCAPTCHA) when those features are configured. */
  script: string[];
  /** Extra frame hosts (Firebase's auth domain and reCAPTCHA). */
  frame: string[];
}

/** Which document a policy is for. */
export type DocumentKind = 'site' | 'sandboxed' | 'storybook';

export type HeaderSet = Record<string, string>;

/** Path of an HTML file in the output (e.g. `/index.html`) → the headers its responses carry. */
export interface SecurityHeaders {
  documents: Record<string, HeaderSet>;
  /** Every other response (scripts, styles, images, the service worker). */
  assets: HeaderSet;
}

export const HEADERS_FILE = 'security-headers.json';
export const NETLIFY_HEADERS_FILE = '_headers';

/** Where the build writes the CSP meta tag in index.html: first in <head>, before any script. */
export const CSP_META_SLOT = '<!-- content security policy (scripts/vite-csp.ts) -->';

/** Pages that the mock's launch addresses point at: served sandboxed, in an opaque origin. */
export const SANDBOXED_PAGES = ['/mock-game.html'];

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Hashes of the inline `<script>` (no src) and `<style>` blocks of one HTML document. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? '';
    if (/\bsrc\s*=/i.test(attrs)) continue;
    scripts.push(sha256(m[2] ?? ''));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) styles.push(sha256(m[1] ?? ''));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

const join1 = (parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ');

/** The Content-Security-Policy of one document. */
export function contentSecurityPolicy(
  kind: DocumentKind,
  hashes: { scripts: string[]; styles: string[] },
  hosts: CspHosts,
): string {
  if (kind === 'sandboxed') {
    // A stand-in vendor page: its own inline script and style, pictures, nothing else, and an
    // opaque origin even when opened on its own (`sandbox`), so it can never read the site's storage.
    return [
      'sandbox allow-scripts',
      "default-src 'none'",
      `script-src ${join1(hashes.scripts) || "'none'"}`,
      `style-src ${join1(hashes.styles) || "'none'"}`,
      "img-src 'self' data:",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'self'",
    ].join('; ');
  }
  const storybook = kind === 'storybook';
  return [
    "default-src 'self'",
    `script-src ${join1(["'self'", ...hashes.scripts, ...hosts.script])}`,
    // Storybook's manager (emotion) injects <style> tags at run time; the site does not.
    `style-src ${join1(["'self'", ...(storybook ? ["'unsafe-inline'"] : hashes.styles)])}`,
    `img-src ${join1(["'self'", 'data:', 'blob:', ...(hosts.image.length > 0 ? hosts.image : ['https:'])])}`,
    "font-src 'self' data:",
    `connect-src ${join1(["'self'", ...hosts.connect, ...hosts.script])}`,
    `frame-src ${join1(["'self'", ...hosts.launch, ...hosts.frame])}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self' data: blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // Storybook's manager frames its own preview (iframe.html); the site is framed by nobody.
    `frame-ancestors ${storybook ? "'self'" : "'none'"}`,
  ].join('; ');
}

/** Headers every response carries. */
export const BASE_HEADERS: HeaderSet = {
  'X-Content-Type-Options': 'nosniff',
  // Launch addresses carry tokens (also in /game?url=…): no page address leaves the site.
  'Referrer-Policy': 'no-referrer',
};

/** Features no page of the site uses; autoplay and fullscreen stay for the game frames. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=()';

export function documentHeaders(
  kind: DocumentKind,
  hashes: { scripts: string[]; styles: string[] },
  hosts: CspHosts,
): HeaderSet {
  return {
    ...BASE_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(kind, hashes, hosts),
    'Permissions-Policy': PERMISSIONS_POLICY,
    // Legacy twin of frame-ancestors for browsers without CSP 2.
    'X-Frame-Options': kind === 'site' ? 'DENY' : 'SAMEORIGIN',
    'Cross-Origin-Resource-Policy': 'same-origin',
    // A page the site opens cannot reach back into it; windows the site opens (games, customer
    // service, Firebase's sign-in popup) keep their link to it. A sandboxed document may not carry one.
    ...(kind === 'sandboxed' ? {} : { 'Cross-Origin-Opener-Policy': COOP }),
  };
}

/** `same-origin` would sever Firebase's sign-in popup from the page that opened it (ADR 037). */
export const COOP = 'same-origin-allow-popups';

/** Directives a `<meta http-equiv>` policy cannot carry (CSP 3 §3.3); browsers ignore them there. */
const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'];

/** The part of a header policy a meta tag can carry. */
export function metaPolicy(csp: string): string {
  return csp
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d !== '' && !HEADER_ONLY_DIRECTIVES.includes(d.split(/\s+/)[0]?.toLowerCase() ?? ''))
    .join('; ');
}

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with its CSP slot replaced by the meta tag (unchanged when it has no slot). */
export function withCspMeta(html: string, csp: string): string {
  return html.replace(
    CSP_META_SLOT,
    `<meta http-equiv="Content-Security-Policy" content="${attribute(metaPolicy(csp))}" />`,
  );
}

function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) out.push(...htmlFiles(path));
    else if (name.endsWith('.html')) out.push(path);
  }
  return out;
}

/** A Storybook build: its manager page frames iframe.html. */
const isStorybookDir = (dir: string) =>
  existsSync(join(dir, 'iframe.html')) && existsSync(join(dir, 'sb-manager'));

/** The headers of every HTML document in a built directory, from the files as written. */
export function headersForDir(dir: string, hosts: CspHosts): SecurityHeaders {
  const storybook = isStorybookDir(dir);
  const documents: Record<string, HeaderSet> = {};
  for (const file of htmlFiles(dir)) {
    const path = `/${relative(dir, file).split(sep).join('/')}`;
    const kind: DocumentKind = SANDBOXED_PAGES.includes(path)
      ? 'sandboxed'
      : storybook
        ? 'storybook'
        : 'site';
    documents[path] = documentHeaders(kind, inlineHashes(readFileSync(file, 'utf8')), hosts);
  }
  return { documents, assets: { ...BASE_HEADERS } };
}

/**
 * What a build writes: `security-headers.json`, `_headers` and the meta tag in index.html. The meta
 * tag adds no script, so the hashes computed before it still hold for the file as written.
 */
export function writeSecurityHeaders(dir: string, hosts: CspHosts): SecurityHeaders {
  const headers = headersForDir(dir, hosts);
  writeFileSync(join(dir, HEADERS_FILE), `${JSON.stringify(headers, null, 2)}\n`);
  writeFileSync(join(dir, NETLIFY_HEADERS_FILE), netlifyHeaders(headers));
  const index = join(dir, 'index.html');
  const csp = headers.documents['/index.html']?.['Content-Security-Policy'];
  if (csp && existsSync(index)) writeFileSync(index, withCspMeta(readFileSync(index, 'utf8'), csp));
  return headers;
}

/** The `_headers` file of Netlify / Cloudflare Pages: routes without a file are the SPA's index.html. */
export function netlifyHeaders(headers: SecurityHeaders): string {
  const block = (path: string, set: HeaderSet) =>
    [path, ...Object.entries(set).map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  const index = headers.documents['/index.html'];
  const blocks = [block('/*', headers.assets)];
  if (index) blocks.push(block('/', index), block('/*', index));
  for (const [path, set] of Object.entries(headers.documents))
    if (path !== '/index.html') blocks.push(block(path, set));
  return `${blocks.join('\n\n')}\n`;
}

/** Which header set a request path gets: an HTML file's own, the SPA's index.html, or the assets'. */
export function headersForPath(headers: SecurityHeaders, pathname: string): HeaderSet {
  const own = headers.documents[pathname];
  if (own) return own;
  const isFile = /\/[^/]*\.[a-z0-9]+$/i.test(pathname);
  if (!isFile || pathname.endsWith('.html')) return headers.documents['/index.html'] ?? headers.assets;
  return headers.assets;
}

const origins = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      try {
        return new URL(/^[a-z]+:\/\//i.test(entry) ? entry : `https://${entry}`).origin;
      } catch {
        return null;
      }
    })
    .filter((o): o is string => o !== null && o.startsWith('https://'));

/** The emulator's origin: http allowed, but only on this machine (127.0.0.1 or localhost). */
function emulatorOrigin(url: string | undefined): string | null {
  try {
    const origin = url ? new URL(url).origin : null;
    return origin && /^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin) ? origin : null;
  } catch {
    return null;
  }
}

/** The hosts of this deployment, from the same env variables the app reads. */
export function hostsFromEnv(env: Record<string, string | undefined>): CspHosts {
  const hosts: CspHosts = {
    launch: origins(env.VITE_LAUNCH_HOSTS),
    // The field-measurement collector (docs/deploy.md): a path on the site's origin needs nothing more.
    connect: [
      ...origins(env.VITE_API_BASE_URL),
      ...(/^https:/i.test(env.VITE_RUM_URL ?? '') ? origins(env.VITE_RUM_URL) : []),
    ],
    image: origins(env.VITE_IMAGE_HOSTS),
    script: [],
    frame: [],
  };
  if (env.VITE_GEETEST_CAPTCHA_ID)
    hosts.script.push('https://static.geetest.com', 'https://gcaptcha4.geetest.com');
  if (env.VITE_ANALYTICS === 'gtag') {
    // Google's tag (spec 01 §3 `analytics.gtagId`), loaded only when the permission response names an
    // id; it sends its hits to Google Analytics' collectors and may ask for a pixel from both hosts.
    hosts.script.push('https://www.googletagmanager.com');
    hosts.connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com');
    // An empty image list already allows every https image.
    if (hosts.image.length > 0)
      hosts.image.push('https://www.googletagmanager.com', 'https://*.google-analytics.com');
  }
  if (env.VITE_FIREBASE_API_KEY) {
    // Phone sign-in's invisible reCAPTCHA and Firebase Auth's endpoints.
    hosts.script.push('https://www.google.com', 'https://www.gstatic.com', 'https://apis.google.com');
    hosts.connect.push('https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com');
    hosts.frame.push('https://www.google.com', ...origins(env.VITE_FIREBASE_AUTH_DOMAIN));
  }
  const emulator = emulatorOrigin(env.VITE_FIREBASE_AUTH_EMULATOR_URL);
  if (env.VITE_FIREBASE_API_KEY && emulator) {
    // The Firebase Auth emulator (ADR 047) answers the SDK's calls and serves its sign-in frame; it is
    // plain http on the developer's machine, and a deploy never names it.
    hosts.connect.push(emulator);
    hosts.frame.push(emulator);
  }
  return hosts;
}

/** The relaxed policy of `npm start`: HMR and React refresh need inline scripts, styles and a socket. */
export function devHeaders(hosts: CspHosts): HeaderSet {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' ${hosts.script.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${hosts.image.length > 0 ? hosts.image.join(' ') : 'https:'}`,
    "font-src 'self' data:",
    `connect-src 'self' ws: wss: ${[...hosts.connect, ...hosts.script].join(' ')}`.trim(),
    `frame-src 'self' ${[...hosts.launch, ...hosts.frame].join(' ')}`.trim(),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    ...BASE_HEADERS,
    'Content-Security-Policy': csp,
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': COOP,
  };
}

function middleware(pick: (pathname: string) => HeaderSet): Connect.NextHandleFunction {
  return (req, res, next) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    for (const [name, value] of Object.entries(pick(pathname))) res.setHeader(name, value);
    next();
  };
}

export function securityHeaders(env: Record<string, string | undefined>): Plugin {
  const hosts = hostsFromEnv(env);
  let config: ResolvedConfig | null = null;
  const outDirOf = (c: ResolvedConfig) => resolve(c.root, c.build.outDir);
  return {
    name: 'security-headers',
    configResolved(resolved) {
      config = resolved;
    },
    // The written files, after every other plugin (and the public/ copy) is done with them.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!config || config.command !== 'build') return;
        // Storybook builds its preview with this config but writes its manager page afterwards: the
        // preview server computes Storybook's headers from the finished directory instead.
        if (config.plugins.some((p) => p.name.startsWith('storybook:'))) return;
        writeSecurityHeaders(outDirOf(config), hosts);
      },
    },
    configureServer(server) {
      const sandboxed = documentHeaders('sandboxed', { scripts: [], styles: [] }, hosts);
      const dev = devHeaders(hosts);
      server.middlewares.use(
        middleware((pathname) => {
          if (!SANDBOXED_PAGES.includes(pathname)) return dev;
          // public/ files are served as written: hash them on each request (they may change).
          const file = join(server.config.publicDir, pathname);
          return existsSync(file)
            ? documentHeaders('sandboxed', inlineHashes(readFileSync(file, 'utf8')), hosts)
            : sandboxed;
        }),
      );
    },
    configurePreviewServer(server) {
      const dir = outDirOf(server.config);
      const file = join(dir, HEADERS_FILE);
      // A build of this config wrote its headers; a directory it did not build (Storybook) is hashed now.
      // Read again when a new build replaces them under a running preview, as a deploy replaces both
      // (the service worker's update test rebuilds in place, ADR 041).
      let headers: SecurityHeaders | null = null;
      let writtenAt = -1;
      const current = (): SecurityHeaders => {
        const mtime = existsSync(file) ? statSync(file).mtimeMs : 0;
        if (headers === null || mtime !== writtenAt) {
          writtenAt = mtime;
          headers =
            mtime > 0
              ? (JSON.parse(readFileSync(file, 'utf8')) as SecurityHeaders)
              : headersForDir(dir, hosts);
        }
        return headers;
      };
      server.middlewares.use(middleware((pathname) => headersForPath(current(), pathname)));
    },
  };
}
