import { fromPromise } from 'xstate';
import { api } from '@/api/instance';
import { contract } from '@/contracts';
import type { SystemData } from './systemStatus.machine';

/**
 * Status is required to run the site; domain routes and country codes only enrich it (app download
 * links, the dialing-code selector), so their failure must not block the boot.
 */
export async function loadSystemData(pageUrl?: string): Promise<SystemData> {
  const [status, routers, countries] = await Promise.all([
    api.call(contract.system.status, { query: pageUrl ? { url: pageUrl } : {} }),
    api.call(contract.system.domainRoute, {}).catch(() => null),
    api.call(contract.system.country, {}).catch(() => []),
  ]);
  return { status, routers, countries };
}

export const systemStatusActors = {
  loadSystem: fromPromise<SystemData>(() => loadSystemData()),
};
