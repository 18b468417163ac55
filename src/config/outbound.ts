/**
 * The one check every address the site opens, frames or loads a script from goes through (ADR 011):
 * `checkOutboundUrl`. Openers and frames never touch `window.open`, `location` or an iframe `src`
 * with an address that has not passed it.
 *
 * - https only; plain http only for the site's own origin in builds that run on the mock backend
 *   (demo, dev, Storybook, tests), whose game and chat pages are served by the site itself;
 * - the host must be the site itself, on the launch CDN list of the system status response, or on
 *   the configured allowlist (VITE_LAUNCH_HOSTS, VITE_ALLOWED_LINK_HOSTS); scripts only from
 *   SCRIPT_HOSTS. Every list matches the host exactly, and the port too (an entry without one means
 *   443); only a configured entry written `*.example.com` covers subdomains, and not example.com
 *   itself (ADR 037);
 * - anything else (javascript:, data:, blob:, credentials in the address, unknown hosts) is refused
 *   with the message key of "invalid domain, contact customer service".
 */

import { ANALYTICS_BUILD, GTAG_SCRIPT_HOST } from './analytics';

/** Where the address is used; scripts have their own, fixed host list. */
export type OutboundContext = 'gameWindow' | 'gameFrame' | 'customerService' | 'link' | 'script';

export const INVALID_DOMAIN_KEY = 'errors:invalidDomain';

export type OutboundRefusalReason = 'malformed' | 'scheme' | 'insecure' | 'credentials' | 'host';

export type OutboundCheck =
  | { ok: true; url: string; sameOrigin: boolean }
  | { ok: false; reason: OutboundRefusalReason; messageKey: typeof INVALID_DOMAIN_KEY };

export interface OutboundPolicy {
  /** The site's own origin. */
  siteOrigin: string;
  /** Hosts (or origins) from the status response's launch CDN list. */
  statusHosts: readonly string[];
  /** Hosts configured for this deployment; `*.example.com` covers the subdomains of example.com. */
  configuredHosts: readonly string[];
  /** Plain http is accepted for the site's own origin (builds on the mock backend only). */
  allowHttpSelf: boolean;
}

/**
 * The only hosts a script tag may load from: GeeTest v4's loader and its API, and Google's analytics
 * tag where the build allows it (`VITE_ANALYTICS=gtag`, src/config/analytics.ts: the CSP says the same).
 */
export const SCRIPT_HOSTS: readonly string[] = [
  'static.geetest.com',
  'gcaptcha4.geetest.com',
  ...(ANALYTICS_BUILD ? [GTAG_SCRIPT_HOST] : []),
];

/**
 * Builds that run on the mock backend, decided by compile-time constants: a production build has
 * none of them, so it never accepts plain http.
 */
export const RUNS_ON_MOCK: boolean =
  import.meta.env.VITE_USE_MOCK === 'true' ||
  import.meta.env.MODE === 'test' ||
  import.meta.env.STORYBOOK === 'true';

/** Comma-separated hosts or origins; anything unparsable is dropped. */
export function parseHostList(raw: unknown): string[] {
  if (typeof raw !== 'string') return [];
  return raw
    .split(',')
    .map((entry) => hostOf(entry.trim()))
    .filter((host): host is string => host !== null);
}

/** An allowlist entry taken apart: the host (lower case, punycode), its port ('' = 443), `*.` or not. */
interface HostEntry {
  hostname: string;
  port: string;
  wildcard: boolean;
}

function parseEntry(entry: string): HostEntry | null {
  if (entry === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(entry);
  // Only https entries: the site never opens plain http outside the mock builds' own origin.
  if (scheme && scheme[1]?.toLowerCase() !== 'https') return null;
  const rest = scheme ? entry.slice(scheme[0].length) : entry.replace(/^\/\//, '');
  const wildcard = rest.startsWith('*.');
  try {
    const url = new URL(`https://${wildcard ? rest.slice(2) : rest}`);
    if (url.username !== '' || url.password !== '') return null;
    // A trailing dot names the same DNS host but another origin: entries are kept without it, and an
    // address written with it matches no entry.
    const hostname = url.hostname.toLowerCase().replace(/\.$/, '');
    if (hostname === '' || hostname.includes('*')) return null;
    // `*.com` would let in every site of a top-level domain.
    if (wildcard && !hostname.includes('.')) return null;
    return { hostname, port: url.port, wildcard };
  } catch {
    return null;
  }
}

/**
 * `play.example.com`, `https://play.example.com/x` or `//play.example.com` → `play.example.com`;
 * `play.example.com:8443` keeps its port, `*.example.com` its wildcard. Other schemes → null.
 */
export function hostOf(entry: string): string | null {
  const parsed = parseEntry(entry);
  if (!parsed) return null;
  return `${parsed.wildcard ? '*.' : ''}${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}`;
}

export function configuredOutboundHosts(): string[] {
  return [
    ...parseHostList(import.meta.env.VITE_LAUNCH_HOSTS),
    ...parseHostList(import.meta.env.VITE_ALLOWED_LINK_HOSTS),
  ];
}

/** The status response's launch CDN list, as far as it names absolute hosts. */
export interface StatusLaunchHosts {
  info: { launchGameCDNs?: readonly string[] | null | undefined };
}

/** The policy for this page: its origin, the configured hosts and (once loaded) the status hosts. */
export function outboundPolicy(status?: StatusLaunchHosts | null): OutboundPolicy {
  const statusHosts = (status?.info.launchGameCDNs ?? [])
    // Relative entries (the mock's `/launch-a`) are paths on the site, not hosts.
    .filter((entry) => /^https:\/\//i.test(entry))
    .map(hostOf)
    // The backend's list names hosts exactly; a wildcard there is not honoured.
    .filter((host): host is string => host !== null && !host.startsWith('*.'));
  return {
    siteOrigin: typeof location === 'undefined' ? 'http://localhost' : location.origin,
    statusHosts,
    configuredHosts: configuredOutboundHosts(),
    allowHttpSelf: RUNS_ON_MOCK,
  };
}

const refused = (reason: OutboundRefusalReason): OutboundCheck => ({
  ok: false,
  reason,
  messageKey: INVALID_DOMAIN_KEY,
});

/** Host and port exactly; a `*.` entry (only where `wildcards`) any subdomain of its host, not the host. */
function onList(url: URL, list: readonly string[], wildcards: boolean): boolean {
  const hostname = url.hostname.toLowerCase();
  return list.some((raw) => {
    const entry = parseEntry(raw);
    if (!entry || entry.port !== url.port) return false;
    if (!entry.wildcard) return hostname === entry.hostname;
    return wildcards && hostname.endsWith(`.${entry.hostname}`);
  });
}

export function checkOutboundUrl(
  raw: string | null | undefined,
  context: OutboundContext,
  policy: OutboundPolicy = outboundPolicy(),
): OutboundCheck {
  const text = (raw ?? '').trim();
  if (text === '') return refused('malformed');
  let url: URL;
  try {
    // Relative addresses are the site's own; `//host` and backslash tricks resolve to another host
    // here and are checked as that host.
    url = new URL(text, `${policy.siteOrigin}/`);
  } catch {
    return refused('malformed');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return refused('scheme');
  if (url.username !== '' || url.password !== '') return refused('credentials');
  const sameOrigin = url.origin === policy.siteOrigin;
  if (url.protocol === 'http:' && !(sameOrigin && policy.allowHttpSelf)) return refused('insecure');
  const allowed =
    context === 'script'
      ? onList(url, SCRIPT_HOSTS, false)
      : sameOrigin || onList(url, policy.statusHosts, false) || onList(url, policy.configuredHosts, true);
  if (!allowed) return refused('host');
  return { ok: true, url: url.href, sameOrigin };
}

/**
 * The sandbox of a game frame. A vendor on its own origin keeps its origin (its storage, its
 * cookies); a page on the site's own origin (the mock's game, or anything served beside the site)
 * runs in an opaque origin: `allow-scripts` with `allow-same-origin` on a same-origin page would let
 * it remove its own sandbox and read the session. No frame gets top navigation.
 */
export function frameSandbox(check: Extract<OutboundCheck, { ok: true }>): string {
  const base = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';
  return check.sameOrigin ? base : `${base} allow-same-origin`;
}

export type WindowOpenOutcome =
  | { ok: true }
  | { ok: false; reason: 'blocked'; messageKey: 'errors:popupBlocked' }
  | Extract<OutboundCheck, { ok: false }>;

const POPUP_BLOCKED = { ok: false, reason: 'blocked', messageKey: 'errors:popupBlocked' } as const;

/** The part of `window` the openers use (tests pass their own). */
export type Opener = Pick<Window, 'open'>;

/**
 * A window opened in the click (so the popup blocker allows it) before its address is known: an
 * empty same-origin page whose opener is cut at once. `navigate` checks the address and sends the
 * window there (or closes it when refused).
 */
export interface ReservedWindow {
  navigate(url: string | null | undefined, context: OutboundContext, policy?: OutboundPolicy): OutboundCheck;
  close(): void;
}

/**
 * Opens an empty window and returns a handle, or null when the browser blocked it. Why not
 * `noopener`: with it `window.open` always answers null, so a blocked popup could not be told from an
 * opened one (ADR 011). The opener is severed before any foreign page loads, and the site's
 * `Referrer-Policy: no-referrer` keeps the referrer out of the navigation. A window opened with an
 * opener starts with a copy of the site's sessionStorage, session token included: the copy is
 * emptied while the window is still the site's blank page, so games and chats never hold the token
 * (ADR 036).
 */
export function reserveWindow(
  target = '_blank',
  features = '',
  opener: Opener = window,
): ReservedWindow | null {
  const win = opener.open('about:blank', target, features);
  if (!win) return null;
  win.opener = null;
  try {
    win.sessionStorage.clear();
  } catch {
    // A window that refuses its storage to the site has no copy in reach of it either.
  }
  return {
    navigate(url, context, policy) {
      const check = checkOutboundUrl(url, context, policy);
      if (!check.ok) {
        win.close();
        return check;
      }
      win.location.replace(check.url);
      return check;
    },
    close: () => win.close(),
  };
}

/**
 * Opens a checked address in a new window. `detectBlocked` reserves the window first (see
 * `reserveWindow`); without it the window opens with `noopener,noreferrer` and a blocked popup goes
 * unnoticed.
 */
export function openOutboundWindow(
  url: string | null | undefined,
  context: OutboundContext,
  options: { policy?: OutboundPolicy; detectBlocked?: boolean; opener?: Opener } = {},
): WindowOpenOutcome {
  const check = checkOutboundUrl(url, context, options.policy);
  if (!check.ok) return check;
  const opener = options.opener ?? window;
  if (!options.detectBlocked) {
    opener.open(check.url, '_blank', 'noopener,noreferrer');
    return { ok: true };
  }
  const reserved = reserveWindow('_blank', '', opener);
  if (!reserved) return POPUP_BLOCKED;
  reserved.navigate(check.url, context, options.policy);
  return { ok: true };
}
