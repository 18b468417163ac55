import { fromPromise } from 'xstate';
import type { ApiClient } from '@/api/types';
import { systemContract } from '@/contracts/system.contract';
import type { ApiDeps } from '../shared/deps';
import { domainListOf, rememberDomainList } from './alternativeDomains';
import type { SystemData } from './systemStatus.machine';

/**
 * Status is required to run the site; domain routes and country codes only enrich it (app download
 * links, the dialing-code selector), so their failure must not block the boot.
 */
/** The site's host, which the permission call carries as its `url` parameter (spec 01 §7). */
function siteHost(): string | undefined {
  return typeof location === 'undefined' || !location.host ? undefined : location.host;
}

export async function loadSystemData(
  api: ApiClient,
  pageUrl: string | undefined = siteHost(),
): Promise<SystemData> {
  // The domain list is kept as soon as it arrives, even when the status then fails: it is what the
  // boot-failure screen offers (alternativeDomains.ts, spec 01 §3).
  const routersCall = api
    .call(systemContract.domainRoute, {})
    .then((routers) => {
      rememberDomainList(domainListOf(routers));
      return routers;
    })
    .catch(() => null);
  const [status, routers, countries] = await Promise.all([
    api.call(systemContract.status, { query: pageUrl ? { url: pageUrl } : {} }),
    routersCall,
    api.call(systemContract.country, {}).catch(() => []),
  ]);
  if (!routers?.domainList) rememberDomainList(domainListOf(null, status));
  return { status, routers, countries };
}

let early: Promise<SystemData> | null = null;

/**
 * Starts the boot calls before the first render (while translations still load), so the page does
 * not wait for one round trip after the other. The first `loadSystem` takes this promise; a retry
 * asks again.
 */
export function startLoadingSystemData(api: ApiClient): void {
  if (early) return;
  early = loadSystemData(api);
  // Whoever takes it handles the failure; until then an early rejection is not "unhandled".
  early.catch(() => undefined);
}

function takeSystemData(api: ApiClient): Promise<SystemData> {
  const started = early;
  early = null;
  return started ?? loadSystemData(api);
}

/** The boot machine's actors (ADR 013): the entry passes the client it started the early calls with. */
export function createSystemStatusActors({ api }: ApiDeps) {
  return {
    loadSystem: fromPromise<SystemData>(() => takeSystemData(api)),
  };
}
