import { fromPromise } from 'xstate';
import type { ApiClient } from '@/api/types';
import {
  responsibleGamblingContract as rg,
  type RgLimit,
  type RgLimitBody,
} from '@/contracts/responsibleGambling.contract';
import type { ApiDeps } from '../shared/deps';

/**
 * The extension's limits (ADR 043); the page runs only while `settings.responsibleGambling` is 'on'. Also
 * read by the deposit setup for what each deposit limit leaves, on the client it is given.
 */
export async function loadRgLimits(api: ApiClient, signal?: AbortSignal): Promise<RgLimit[]> {
  return (await api.call(rg.limits, {}, { signal })).limits;
}

/** The limits calls on the client the caller passes (ADR 013: actors are a factory). */
export function createRgLimitsActors({ api }: ApiDeps) {
  return {
    loadLimits: fromPromise<RgLimit[]>(({ signal }) => loadRgLimits(api, signal)),
    saveLimit: fromPromise<RgLimit[], RgLimitBody>(
      async ({ input, signal }) => (await api.call(rg.setLimit, { body: input }, { signal })).limits,
    ),
  };
}
