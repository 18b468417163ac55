import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { rgLimitsActors } from '@/machines/rgLimits/rgLimits.actors';
import { rgLimitsMachine } from '@/machines/rgLimits/rgLimits.machine';
import {
  selectRgLimitsBusy,
  selectRgLimitsLoadFailed,
  selectRgLimitsLoading,
  selectRgLimitsView,
} from '@/machines/rgLimits/rgLimits.selectors';

/**
 * The rgLimits machine on the extension's calls (ADR 043), with the slices a limits form draws (ADR 013:
 * screens select slices). Shared by the responsible-gaming page and the deposit-limit offer.
 */
export function useRgLimits() {
  const actor = useActorRef(rgLimitsMachine.provide({ actors: rgLimitsActors }));
  const view = useSelector(actor, selectRgLimitsView, shallowEqual);
  const loading = useSelector(actor, selectRgLimitsLoading);
  const loadFailed = useSelector(actor, selectRgLimitsLoadFailed);
  const busy = useSelector(actor, selectRgLimitsBusy);
  return { actor, view, loading, loadFailed, busy };
}

export type RgLimitsFlow = ReturnType<typeof useRgLimits>;
