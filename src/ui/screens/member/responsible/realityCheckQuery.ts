import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { settings } from '@/config/settings';
import {
  responsibleGamblingContract as rg,
  type RealityCheckMinutes,
  type RgSessionValue,
} from '@/contracts/responsibleGambling.contract';

/** The session value behind the reality check: its figures and the player's interval (ADR 043). */
export const realityCheckQuery = {
  queryKey: queryKeys.rg.session(),
  queryFn: ({ signal }: { signal: AbortSignal }) => api.call(rg.session, {}, { signal }),
};

/** The player's interval, or the merchant's default for one who never chose. */
export const intervalOf = (value: RgSessionValue | undefined): RealityCheckMinutes =>
  value?.realityCheck ?? settings.realityCheckMinutes;
