import type { QueryClient } from '@tanstack/query-core';
import { queryKeys } from '@/api/query-keys';
import type { ApiClient } from '@/api/types';
import {
  responsibleGamblingContract as rg,
  type RgExclusionValue,
  type RgLimit,
} from '@/contracts/responsibleGambling.contract';
import { isGreaterThan } from '@/money/money';
import type { LaunchRg } from './gameLaunch.machine';

const usedUp = (limits: readonly RgLimit[], kind: RgLimit['kind']): boolean =>
  limits.some((l) => l.kind === kind && l.remaining !== null && !isGreaterThan(l.remaining, '0'));

/** The launch's view of the member's limits and exclusion (ADR 043): what forbids real money now. */
export function toLaunchRg(limits: readonly RgLimit[], exclusion: RgExclusionValue): LaunchRg {
  return {
    exclusion:
      exclusion.kind !== null && exclusion.until !== null
        ? { kind: exclusion.kind, until: exclusion.until }
        : null,
    lossLimitReached: usedUp(limits, 'loss'),
    sessionLimitReached: usedUp(limits, 'session'),
  };
}

/**
 * The known state for a launch, asked afresh (a limit set a moment ago on the page counts; two clicks
 * share one question in flight). A failed question answers undefined: the launch goes on and the
 * backend, which enforces the same rules, decides (its refusal is the launch's failure dialog).
 */
export async function loadLaunchRg(api: ApiClient, queryClient: QueryClient): Promise<LaunchRg | undefined> {
  try {
    const [limits, exclusion] = await Promise.all([
      queryClient.fetchQuery({
        queryKey: queryKeys.rg.limits(),
        queryFn: ({ signal }) => api.call(rg.limits, {}, { signal }),
      }),
      queryClient.fetchQuery({
        queryKey: queryKeys.rg.exclusion(),
        queryFn: ({ signal }) => api.call(rg.exclusion, {}, { signal }),
      }),
    ]);
    return toLaunchRg(limits.limits, exclusion);
  } catch {
    return undefined;
  }
}
