import type { StatusValue } from '@/contracts/system.contract';

/**
 * Image and launch hosts are chosen at random from the CDN lists of the status response (spec 02
 * §7). One pick per page load keeps the browser cache warm; relative addresses (the mock's) resolve
 * against the pick, or against the site when the list is empty.
 */
export interface CdnHosts {
  image: string | null;
  launch: string | null;
  /** Every launch host the game page may frame. */
  launchHosts: string[];
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export function pickHost(
  list: readonly string[] | null | undefined,
  random: () => number = Math.random,
): string | null {
  const valid = (list ?? []).filter((h) => originOf(h) !== null);
  if (valid.length === 0) return null;
  return valid[Math.min(valid.length - 1, Math.floor(random() * valid.length))] ?? null;
}

export function cdnHostsFrom(status: StatusValue | undefined, random: () => number = Math.random): CdnHosts {
  const launchHosts = (status?.info.launchGameCDNs ?? [])
    .map(originOf)
    .filter((o): o is string => o !== null);
  return {
    image: pickHost(status?.info.imageCDNs, random),
    launch: pickHost(status?.info.launchGameCDNs, random),
    launchHosts,
  };
}

const isAbsolute = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');

/** Joins a relative path to a host; absolute addresses and data: URLs pass through. */
export function resolveOn(host: string | null, path: string): string {
  if (!path || isAbsolute(path) || !host) return path;
  return `${host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
