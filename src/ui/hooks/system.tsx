import { createActorContext } from '@xstate/react';
import { useMemo, useState } from 'react';
import { featureFlags, type FeatureFlags } from '@/config/features';
import { api } from '@/api/instance';
import type { CountryEntry, Resource, StatusValue } from '@/contracts/system.contract';
import { createSystemStatusActors } from '@/machines/systemStatus/systemStatus.actors';
import { systemStatusMachine } from '@/machines/systemStatus/systemStatus.machine';
import {
  selectCountryList,
  selectRouterResources,
  selectStatusValue,
} from '@/machines/systemStatus/systemStatus.selectors';

/**
 * The boot machine for the whole app. Stories and tests pass their own `logic` to
 * `SystemStatusContext.Provider` (fake actors) instead of the real API.
 */
export const systemStatusLogic = systemStatusMachine.provide({ actors: createSystemStatusActors({ api }) });
export const SystemStatusContext = createActorContext(systemStatusLogic);

/** Status response once loaded (null during boot). */
export function useSystemInfo(): StatusValue | null {
  return SystemStatusContext.useSelector(selectStatusValue);
}

/** Whitelabel switches as typed booleans (all off until the status has loaded). */
export function useFeatureFlags(): FeatureFlags {
  const status = useSystemInfo();
  return useMemo(() => featureFlags(status), [status]);
}

export function useCountries(): CountryEntry[] {
  return SystemStatusContext.useSelector(selectCountryList);
}

/**
 * The dialing code of a phone field: what the player chose (or a remembered one), else the merchant's
 * own country, the first of its country list (`/wps/system/country`; a merchant in Vietnam sends +84
 * first). No code is made up where the list is empty.
 */
export function useDialingCode(remembered?: string): [string, (code: string) => void] {
  const countries = useCountries();
  const [chosen, setChosen] = useState<string | undefined>(remembered);
  return [chosen ?? countries[0]?.countryDialingCode ?? '', setChosen];
}

/** The routers response's resources (app downloads, socials, live chat), else the status response's. */
export function useRouterResources(): readonly Resource[] {
  return SystemStatusContext.useSelector(selectRouterResources);
}
