import { pageTypeOf } from './paths';

/**
 * Where a server-supplied link (banner linkage, redirect) may take the player: a same-origin path of
 * the paths table, or an http(s) URL on a configured host. Anything else (javascript:, data:, unknown
 * hosts, unknown paths) is refused, so a tampered banner cannot become a phishing or script vector.
 */
export type LinkTarget = { kind: 'internal'; href: string } | { kind: 'external'; url: string };

function configuredHosts(): string[] {
  const raw: unknown = import.meta.env.VITE_ALLOWED_LINK_HOSTS;
  return typeof raw === 'string'
    ? raw
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean)
    : [];
}

export interface AllowlistOptions {
  /** The site's own origin; defaults to the page's. */
  origin?: string;
  /** Extra hosts allowed for external links (env VITE_ALLOWED_LINK_HOSTS, comma-separated). */
  hosts?: readonly string[];
}

function hostAllowed(host: string, hosts: readonly string[]): boolean {
  const h = host.toLowerCase();
  return hosts.some((allowed) => h === allowed || h.endsWith(`.${allowed}`));
}

export function resolveLinkTarget(
  target: string | null | undefined,
  options: AllowlistOptions = {},
): LinkTarget | null {
  const raw = (target ?? '').trim();
  if (raw === '') return null;
  const origin = options.origin ?? (typeof location === 'undefined' ? 'http://localhost' : location.origin);
  const hosts = options.hosts ?? configuredHosts();
  let url: URL;
  try {
    // Protocol-relative (//host) and backslash tricks resolve to another host here and are checked as such.
    url = new URL(raw, `${origin}/`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === new URL(origin).origin) {
    if (!pageTypeOf(url.pathname)) return null;
    return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` };
  }
  if (url.protocol === 'https:' && hostAllowed(url.hostname, hosts))
    return { kind: 'external', url: url.href };
  return null;
}

export function isAllowedTarget(target: string | null | undefined, options?: AllowlistOptions): boolean {
  return resolveLinkTarget(target, options) !== null;
}
