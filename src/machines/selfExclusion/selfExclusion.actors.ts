import { fromPromise } from 'xstate';
import { api } from '@/api/instance';
import {
  responsibleGamblingContract as rg,
  type RgExclusionBody,
  type RgExclusionValue,
} from '@/contracts/responsibleGambling.contract';

export const selfExclusionActors = {
  exclude: fromPromise<RgExclusionValue, RgExclusionBody>(({ input, signal }) =>
    api.call(rg.exclude, { body: input }, { signal }),
  ),
};
