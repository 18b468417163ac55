/**
 * The one check every address the site opens, frames or loads a script from goes through (ADR 011):
 * `checkOutboundUrl`. Openers and frames never touch `window.open`, `location` or an iframe `src`
 * with an address that has not passed it.
 *
 * - https only; plain http only for the site's own origin in builds that run on the mock backend
 *   (demo, dev, Storybook, tests), whose game and chat pages are served by the site itself;
 * - the host must be the site itself, on the launch CDN list of the system status response, or on
 *   the configured allowlist (VITE_LAUNCH_HOSTS, VITE_ALLOWED_LINK_HOSTS); scripts only from
 *   SCRIPT_HOSTS;
 * - anything else (javascript:, data:, blob:, credentials in the address, unknown hosts) is refused
 *   with the message key of "invalid domain, contact customer service".
 */

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
  /** Hosts configured for this deployment; a configured host also allows its subdomains. */
  configuredHosts: readonly string[];
  /** Plain http is accepted for the site's own origin (builds on the mock backend only). */
  allowHttpSelf: boolean;
}

/** The only hosts a script tag may load from: GeeTest v4's loader and its API. */
export const SCRIPT_HOSTS: readonly string[] = ['static.geetest.com', 'gcaptcha4.geetest.com'];

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

/** `play.example.com`, `https://play.example.com/x` or `//play.example.com` → `play.example.com`. */
export function hostOf(entry: string): string | null {
  if (entry === '') return null;
  try {
    const url = /^[a-z][a-z0-9+.-]*:\/\//i.test(entry)
      ? new URL(entry)
      : new URL(`https://${entry.replace(/^\/\//, '')}`);
    return url.hostname.toLowerCase() || null;
  } catch {
    return null;
  }
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
    .filter((host): host is string => host !== null);
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

const onList = (host: string, list: readonly string[], subdomains: boolean) =>
  list.some((entry) => host === entry || (subdomains && host.endsWith(`.${entry}`)));

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
  const host = url.hostname.toLowerCase();
  const allowed =
    context === 'script'
      ? onList(host, SCRIPT_HOSTS, false)
      : sameOrigin || onList(host, policy.statusHosts, false) || onList(host, policy.configuredHosts, true);
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
