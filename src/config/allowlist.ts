import { checkOutboundUrl, outboundPolicy } from './outbound';
import { pageTypeOf } from './paths';

/**
 * Where a server-supplied link (banner linkage, redirect) may take the player: a same-origin path of
 * the paths table, or an https URL that passes the outbound check (`checkOutboundUrl`, ADR 011).
 * Anything else (javascript:, data:, unknown hosts, unknown paths) is refused, so a tampered banner
 * cannot become a phishing or script vector.
 */
export type LinkTarget = { kind: 'internal'; href: string } | { kind: 'external'; url: string };

export interface AllowlistOptions {
  /** The site's own origin; defaults to the page's. */
  origin?: string;
  /** Hosts allowed for external links; default: the configured outbound hosts (VITE_ALLOWED_LINK_HOSTS, VITE_LAUNCH_HOSTS). */
  hosts?: readonly string[];
}

export function resolveLinkTarget(
  target: string | null | undefined,
  options: AllowlistOptions = {},
): LinkTarget | null {
  const raw = (target ?? '').trim();
  if (raw === '') return null;
  const origin = options.origin ?? (typeof location === 'undefined' ? 'http://localhost' : location.origin);
  const policy = { ...outboundPolicy(), siteOrigin: new URL(origin).origin };
  if (options.hosts) policy.configuredHosts = options.hosts;
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
  const check = checkOutboundUrl(url.href, 'link', policy);
  return check.ok ? { kind: 'external', url: check.url } : null;
}

export function isAllowedTarget(target: string | null | undefined, options?: AllowlistOptions): boolean {
  return resolveLinkTarget(target, options) !== null;
}
