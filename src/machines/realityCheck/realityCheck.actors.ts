import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/query-core';
import { queryKeys } from '@/api/query-keys';
import {
  responsibleGamblingContract as rg,
  type RgSessionValue,
} from '@/contracts/responsibleGambling.contract';
import type { ApiDeps } from '../shared/deps';

/** The figures land in the page's query cache too, so the factory is given that cache with the client. */
export interface RealityCheckDeps extends ApiDeps {
  queryClient: QueryClient;
}

/** The session's figures when the check comes due (the extension, ADR 043): exact decimal strings. */
export function createRealityCheckActors({ api, queryClient }: RealityCheckDeps) {
  return {
    loadFigures: fromPromise<RgSessionValue>(async ({ signal }) => {
      const value = await api.call(rg.session, {}, { signal });
      // The responsible-gaming page reads the same answer: the check's fresh figures are its figures.
      queryClient.setQueryData(queryKeys.rg.session(), value);
      return value;
    }),
  };
}
