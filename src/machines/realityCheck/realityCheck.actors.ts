import { fromPromise } from 'xstate';
import { api } from '@/api/instance';
import {
  responsibleGamblingContract as rg,
  type RgSessionValue,
} from '@/contracts/responsibleGambling.contract';

/** The session's figures when the check comes due (the extension, ADR 043): exact decimal strings. */
export const realityCheckActors = {
  loadFigures: fromPromise<RgSessionValue>(({ signal }) => api.call(rg.session, {}, { signal })),
};
