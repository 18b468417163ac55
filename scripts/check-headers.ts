/**
 * `npm run check:headers -- <url>`: which of the production security headers (docs/deploy.md, ADR 011
 * and 037) a deployed site leaves out or sends too weak. It asks for the page as a browser would
 * (GET, redirects followed) and judges the headers of the answer; exit code 1 when any is missing or
 * weak, 2 when the site cannot be reached.
 */
import { pathToFileURL } from 'node:url';

export type Verdict = 'ok' | 'missing' | 'weak' | 'not applicable';

export interface HeaderCheck {
  header: string;
  verdict: Verdict;
  /** Why it is weak or not applicable; empty when ok or missing. */
  note: string;
}

/** One year: the value docs/deploy.md asks for. */
export const HSTS_MIN_AGE = 31_536_000;

/** The features the site never uses must be off (docs/deploy.md, `PERMISSIONS_POLICY`). */
const FEATURES_OFF = ['camera', 'microphone', 'geolocation', 'payment'];

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** A CSP's directives by name (lower case), each with its source list. */
function directives(csp: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !out.has(name.toLowerCase())) out.set(name.toLowerCase(), values);
  }
  return out;
}

const ok = (header: string): HeaderCheck => ({ header, verdict: 'ok', note: '' });
const missing = (header: string): HeaderCheck => ({ header, verdict: 'missing', note: '' });
const weak = (header: string, note: string): HeaderCheck => ({ header, verdict: 'weak', note });

function checkCsp(csp: string | null): HeaderCheck {
  const name = 'Content-Security-Policy';
  if (csp === null) return missing(name);
  const d = directives(csp);
  const scripts = d.get('script-src') ?? d.get('default-src');
  if (!scripts) return weak(name, 'neither script-src nor default-src');
  const loose = scripts.filter((s) =>
    ["'unsafe-inline'", "'unsafe-eval'", '*', 'https:', 'http:', 'data:'].includes(s.toLowerCase()),
  );
  if (loose.length > 0) return weak(name, `script-src allows ${loose.join(' ')}`);
  const objects = d.get('object-src') ?? d.get('default-src');
  if (!objects || objects.join(' ') !== "'none'") return weak(name, "object-src is not 'none'");
  if (!d.has('base-uri')) return weak(name, 'no base-uri');
  return ok(name);
}

function checkFrameAncestors(csp: string | null): HeaderCheck {
  const name = 'CSP frame-ancestors';
  const sources = csp === null ? undefined : directives(csp).get('frame-ancestors');
  if (!sources) return missing(name);
  return sources.join(' ') === "'none'" || sources.join(' ') === "'self'"
    ? ok(name)
    : weak(name, `frame-ancestors ${sources.join(' ')}`);
}

function checkExact(name: string, value: string | null, allowed: readonly string[]): HeaderCheck {
  if (value === null) return missing(name);
  return allowed.includes(value.trim().toLowerCase())
    ? ok(name)
    : weak(name, `${value.trim()} (expected ${allowed.join(' or ')})`);
}

function checkPermissions(value: string | null): HeaderCheck {
  const name = 'Permissions-Policy';
  if (value === null) return missing(name);
  const on = FEATURES_OFF.filter((f) => !new RegExp(`(^|[,\\s])${f}=\\(\\)`).test(value));
  return on.length === 0 ? ok(name) : weak(name, `not turned off: ${on.join(', ')}`);
}

function checkHsts(value: string | null, url: URL): HeaderCheck {
  const name = 'Strict-Transport-Security';
  if (url.protocol === 'http:') {
    // Browsers ignore HSTS over plain http; only a local preview may be plain http at all.
    return LOOPBACK.test(url.hostname)
      ? { header: name, verdict: 'not applicable', note: 'plain http on this machine' }
      : weak(name, 'the site answers over plain http');
  }
  if (value === null) return missing(name);
  const age = /max-age\s*=\s*"?(\d+)/i.exec(value)?.[1];
  if (age === undefined) return weak(name, 'no max-age');
  return Number.parseInt(age, 10) >= HSTS_MIN_AGE ? ok(name) : weak(name, `max-age ${age} under one year`);
}

/** Judges the headers of one answer for the page at `url`. */
export function checkHeaders(headers: Headers, url: URL): HeaderCheck[] {
  const csp = headers.get('content-security-policy');
  return [
    checkCsp(csp),
    checkFrameAncestors(csp),
    checkExact('X-Frame-Options', headers.get('x-frame-options'), ['deny', 'sameorigin']),
    checkExact('X-Content-Type-Options', headers.get('x-content-type-options'), ['nosniff']),
    // Launch addresses carry tokens: no page address may leave the site (ADR 011).
    checkExact('Referrer-Policy', headers.get('referrer-policy'), ['no-referrer']),
    checkPermissions(headers.get('permissions-policy')),
    checkHsts(headers.get('strict-transport-security'), url),
    // `same-origin` would cut Firebase's sign-in popup off from the page (ADR 037).
    checkExact('Cross-Origin-Opener-Policy', headers.get('cross-origin-opener-policy'), [
      'same-origin-allow-popups',
    ]),
  ];
}

export function report(checks: readonly HeaderCheck[], url: string): string {
  const width = Math.max(...checks.map((c) => c.header.length));
  const lines = checks.map((c) => {
    const verdict = c.verdict === 'ok' ? 'ok' : c.verdict.toUpperCase();
    return `  ${c.header.padEnd(width)}  ${verdict}${c.note ? `: ${c.note}` : ''}`;
  });
  const failed = checks.filter((c) => c.verdict === 'missing' || c.verdict === 'weak').length;
  const summary = failed === 0 ? 'all required headers present' : `${failed} missing or weak`;
  return [`Security headers of ${url}`, ...lines, summary].join('\n');
}

/** Fetches `target` and prints the report; the exit code it should end with. */
export async function run(target: string | undefined, print = console.log): Promise<number> {
  let url: URL;
  try {
    url = new URL(target ?? '');
  } catch {
    print('usage: npm run check:headers -- <url of the deployed site>');
    return 2;
  }
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'follow', headers: { Accept: 'text/html' } });
    await response.body?.cancel();
  } catch (error) {
    print(`cannot reach ${url.href}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const final = new URL(response.url || url.href);
  const checks = checkHeaders(response.headers, final);
  print(report(checks, final.href));
  return checks.some((c) => c.verdict === 'missing' || c.verdict === 'weak') ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await run(process.argv[2]);
}
