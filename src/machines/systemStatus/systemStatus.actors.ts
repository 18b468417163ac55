import { fromPromise } from 'xstate';
import { api } from '@/api/instance';
import { systemContract } from '@/contracts/system.contract';
import type { SystemData } from './systemStatus.machine';

/**
 * Status is required to run the site; domain routes and country codes only enrich it (app download
 * links, the dialing-code selector), so their failure must not block the boot.
 */
export async function loadSystemData(pageUrl?: string): Promise<SystemData> {
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
export function startLoadingSystemData(): void {
  if (early) return;
  early = loadSystemData();
  // Whoever takes it handles the failure; until then an early rejection is not "unhandled".
  early.catch(() => undefined);
}

function takeSystemData(): Promise<SystemData> {
  const started = early;
  early = null;
  return started ?? loadSystemData();
}

export const systemStatusActors = {
  loadSystem: fromPromise<SystemData>(() => takeSystemData()),
};
