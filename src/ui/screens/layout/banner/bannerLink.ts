import { resolveLinkTarget, type LinkTarget } from '@/config/allowlist';
import { paths } from '@/config/paths';
import type { Banner } from '@/contracts/home.contract';

/**
 * Where a banner click goes. Linkage types: 1 internal route, 2 game (`VENDOR:GAMEID`, opens the
 * vendor's lobby), 3 external URL, 4 promotion. Every target passes the allowlist; anything refused
 * makes the banner a plain picture.
 */
export function bannerTarget(banner: Banner, origin?: string): LinkTarget | null {
  const type = String(banner.linkageType ?? '').trim();
  if (!type) return null;
  const raw = banner.linkage ?? banner.externalLink ?? null;
  if (type === '2' && raw) {
    const [vendor] = raw.split(':');
    return vendor ? { kind: 'internal', href: paths.rng.getHref({ page: vendor.toUpperCase() }) } : null;
  }
  return resolveLinkTarget(raw, origin ? { origin } : {});
}
