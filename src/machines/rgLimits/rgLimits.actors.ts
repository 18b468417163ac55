import { fromPromise } from 'xstate';
import { api } from '@/api/instance';
import {
  responsibleGamblingContract as rg,
  type RgLimit,
  type RgLimitBody,
} from '@/contracts/responsibleGambling.contract';

/** The extension's calls (ADR 043); the page runs only while `settings.responsibleGambling` is 'on'. */
export async function loadRgLimits(signal?: AbortSignal): Promise<RgLimit[]> {
  return (await api.call(rg.limits, {}, { signal })).limits;
}

export const rgLimitsActors = {
  loadLimits: fromPromise<RgLimit[]>(({ signal }) => loadRgLimits(signal)),
  saveLimit: fromPromise<RgLimit[], RgLimitBody>(
    async ({ input, signal }) => (await api.call(rg.setLimit, { body: input }, { signal })).limits,
  ),
};
