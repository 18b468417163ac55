import { checkOutboundUrl, hostOf, outboundPolicy, type OutboundPolicy } from '@/config/outbound';
import {
  domainList,
  type DomainEntry,
  type RoutersValue,
  type StatusValue,
} from '@/contracts/system.contract';

export type { DomainEntry };

/**
 * The routers' domain list and speed (spec 01 §3 and spec 02 §3 "Routers response: domainList (with
 * speed)"; wire §1.5 `/wps/system/domainRoute` and the status's `info.domainRoute`). A white-label
 * site is served under several domains; the list names them with a measured speed, lower being
 * faster. Reading: when the site's own domain fails, the player is offered the others, fastest first.
 * Since a failing domain cannot deliver the list, the last list this browser received is kept
 * (localStorage) and the boot-failure screen offers it. Each domain passes the one outbound check
 * (ADR 011); the list's hosts count like the status's launch CDN hosts (ADR 037): https, matched
 * exactly, never a wildcard. Plain-http entries (the mock's) are refused.
 */

const STORAGE_KEY = 'SHELL_alternativeDomains';

/** The routers response's list, else the status response's `info.domainRoute.domainList`. */
export function domainListOf(
  routers: RoutersValue | null | undefined,
  status?: StatusValue | null,
): DomainEntry[] | null {
  if (routers?.domainList) return routers.domainList;
  const route: unknown = status?.info.domainRoute;
  const nested =
    typeof route === 'object' && route !== null && 'domainList' in route ? route.domainList : null;
  const parsed = domainList.safeParse(nested);
  return parsed.success ? parsed.data : null;
}

/** Keeps the last list received, for a later visit whose domain fails. Storage may be refused. */
export function rememberDomainList(list: readonly DomainEntry[] | null): void {
  if (!list || list.length === 0) return;
  try {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify(list.map(({ domain, speed }) => ({ domain, speed: speed ?? null }))),
    );
  } catch {
    // Without storage the failure screen simply has no other address to offer.
  }
}

export function rememberedDomainList(): DomainEntry[] {
  try {
    const parsed = domainList.safeParse(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * The other domains the site offers, fastest (lowest speed) first, an entry without a speed last:
 * each an https address that passes `checkOutboundUrl`, the current origin and repeats left out.
 */
export function alternativeDomains(
  list: readonly DomainEntry[],
  base: OutboundPolicy = outboundPolicy(),
): string[] {
  const listedHosts = list
    .filter((entry) => /^https:\/\//i.test(entry.domain))
    .map((entry) => hostOf(entry.domain))
    .filter((host): host is string => host !== null && !host.startsWith('*.'));
  const policy: OutboundPolicy = { ...base, statusHosts: [...base.statusHosts, ...listedHosts] };
  const ranked = [...list].sort(
    (a, b) => (a.speed ?? Number.POSITIVE_INFINITY) - (b.speed ?? Number.POSITIVE_INFINITY),
  );
  const seen = new Set<string>();
  const result: string[] = [];
  for (const entry of ranked) {
    const check = checkOutboundUrl(entry.domain, 'link', policy);
    if (!check.ok || check.sameOrigin) continue;
    const origin = new URL(check.url).origin;
    if (seen.has(origin)) continue;
    seen.add(origin);
    result.push(`${origin}/`);
  }
  return result;
}
