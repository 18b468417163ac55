import { fromPromise } from 'xstate';
import type { ApiClient } from '@/api/types';
import { systemContract } from '@/contracts/system.contract';
import type { ApiDeps } from '../shared/deps';
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
  const [status, routers, countries] = await Promise.all([
    api.call(systemContract.status, { query: pageUrl ? { url: pageUrl } : {} }),
    api.call(systemContract.domainRoute, {}).catch(() => null),
    api.call(systemContract.country, {}).catch(() => []),
  ]);
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
