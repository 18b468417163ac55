// With its extension: the build config loads this file too (scripts/vite-preload-route.ts), and Vite's
// native config loader (its planned default) needs explicit extensions.
import { BANNER_GROUPS } from './constants.ts';

/**
 * Every route of the site (spec 01 §2, spec 02 §2) in one table. The page type is the table key, so
 * "the page type is taken from the route path" is `pageTypeOf(pathname)`. Screens are bound to keys in
 * `src/ui/app/screens.tsx`, so config stays free of React.
 */
export type BannerGroup = (typeof BANNER_GROUPS)[keyof typeof BANNER_GROUPS];

export interface PathDefinition {
  /** Canonical path used for links. */
  readonly path: string;
  /** Other paths that show the same page (/index, /home ...). */
  readonly aliases: readonly string[];
  /** Header navigation hidden (spec 01 §2: /seamless and /lottery). */
  readonly hideHeaderNav: boolean;
  /** Banner group shown in the banner strip, if the page has one. */
  readonly bannerGroup: BannerGroup | null;
  /** Reachable without a session while the login-to-home setting is on (spec 01 §2). */
  readonly publicWhenLoginToHome: boolean;
  /** Builds a link, optionally with a query string and hash (e.g. /help#term). */
  getHref(query?: Record<string, string | number | undefined>, hash?: string): string;
}

interface Options {
  aliases?: readonly string[];
  hideHeaderNav?: boolean;
  publicWhenLoginToHome?: boolean;
}

function bannerGroupFor(path: string): BannerGroup | null {
  return (BANNER_GROUPS as Record<string, BannerGroup>)[path] ?? null;
}

function define(path: string, options: Options = {}): PathDefinition {
  return {
    path,
    aliases: options.aliases ?? [],
    hideHeaderNav: options.hideHeaderNav ?? false,
    bannerGroup: bannerGroupFor(path),
    publicWhenLoginToHome: options.publicWhenLoginToHome ?? false,
    getHref(query, hash) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query ?? {}))
        if (v !== undefined && v !== '') params.set(k, String(v));
      const qs = params.toString();
      return `${path}${qs ? `?${qs}` : ''}${hash ? `#${hash}` : ''}`;
    },
  };
}

export const paths = {
  home: define('/', { aliases: ['/index', '/index.html', '/home'] }),
  register: define('/register', { aliases: ['/register.html'], publicWhenLoginToHome: true }),
  login: define('/login', { publicWhenLoginToHome: true }),
  noticePage: define('/noticePage'),
  vip: define('/vip'),
  pointMall: define('/pointMall'),
  live: define('/live'),
  sports: define('/sports'),
  esports: define('/esports'),
  rng: define('/rng'),
  fish: define('/fish'),
  pvp: define('/pvp'),
  lottery: define('/lottery', { hideHeaderNav: true }),
  vnlottery: define('/vnlottery'),
  elott: define('/elott'),
  // Spec 01 §1 counts arcade among the site's categories but its route table names no page for it: an
  // ARCADE lane gets one like the other vendor lanes (/live), so its header entry leads somewhere.
  arcade: define('/arcade'),
  promotions: define('/promotions'),
  promoDetail: define('/promoDetail'),
  seamless: define('/seamless', { hideHeaderNav: true }),
  fbsports: define('/fbsports'),
  help: define('/help'),
  helpmc: define('/helpmc', { publicWhenLoginToHome: true }),
  down: define('/down', { aliases: ['/download'], publicWhenLoginToHome: true }),
  join: define('/join'),
  game: define('/game'),
  agentHome: define('/agentHome'),
} as const satisfies Record<string, PathDefinition>;

export type PageType = keyof typeof paths;
export const PAGE_TYPES = Object.keys(paths) as PageType[];

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** A page's path and aliases, lower case: the keys `pageTypeOf` and index.html's route preloads look up. */
export function lookupKeysOf(type: PageType): string[] {
  return [paths[type].path, ...paths[type].aliases].map((p) => p.toLowerCase());
}

const byPath = new Map<string, PageType>();
for (const type of PAGE_TYPES) for (const key of lookupKeysOf(type)) byPath.set(key, type);

/** The page type of a pathname (case-insensitive, trailing slash ignored); null when no route matches. */
export function pageTypeOf(pathname: string): PageType | null {
  return byPath.get(normalise(pathname).toLowerCase()) ?? null;
}

/** Every path the site answers, aliases included (the allowlist and the router use this). */
export function allRoutePaths(): string[] {
  return PAGE_TYPES.flatMap((t) => [paths[t].path, ...paths[t].aliases]);
}

/**
 * Spec 01 §2: with the login-to-home setting on, every route other than /login, /register,
 * /register.html, /helpmc and /download redirects to /login while no session token exists.
 */
export function needsLoginRedirect(pathname: string, loginToHome: boolean, hasToken: boolean): boolean {
  if (!loginToHome || hasToken) return false;
  const type = pageTypeOf(pathname);
  return !(type && paths[type].publicWhenLoginToHome);
}
