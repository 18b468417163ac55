import { fromPromise } from 'xstate';
import {
  responsibleGamblingContract as rg,
  type RgExclusionBody,
  type RgExclusionValue,
} from '@/contracts/responsibleGambling.contract';
import type { ApiDeps } from '../shared/deps';

/** The time-out and self-exclusion call (ADR 043) on the client the caller passes (ADR 013). */
export function createSelfExclusionActors({ api }: ApiDeps) {
  return {
    exclude: fromPromise<RgExclusionValue, RgExclusionBody>(({ input, signal }) =>
      api.call(rg.exclude, { body: input }, { signal }),
    ),
  };
}
