import { paths } from '@/config/paths';

/** Every address the site answers, canonical path first, so a record names the page, not the address. */
const KNOWN = new Map<string, string>(
  Object.values(paths).flatMap((p) => [p.path, ...p.aliases].map((alias) => [alias, p.path] as const)),
);

/** The overlays that give a route its page (config/memberCentre.ts, config/agentCentre.ts). */
const OVERLAY_PARAMS = ['mc', 'ac'] as const;

/**
 * The route a field record is filed under (docs/deploy.md "Field measurement"): the canonical path of
 * a known route (an unknown one is `/other`, so a mistyped or personal address never leaves the
 * device) plus the open centre page, which decides what a member actually saw. The rest of the query
 * (a search, a launch id, a referral code) is dropped.
 */
export function rumRoute(pathname: string, search: string): string {
  const path = KNOWN.get(pathname.replace(/(.)\/+$/, '$1')) ?? '/other';
  const params = new URLSearchParams(search);
  for (const name of OVERLAY_PARAMS) {
    const page = params.get(name);
    if (page && /^[A-Za-z][A-Za-z0-9]{0,39}$/.test(page)) return `${path}?${name}=${page}`;
  }
  return path;
}
