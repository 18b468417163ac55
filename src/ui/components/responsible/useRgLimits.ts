import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { api } from '@/api/instance';
import { createRgLimitsActors } from '@/machines/rgLimits/rgLimits.actors';
import { rgLimitsMachine } from '@/machines/rgLimits/rgLimits.machine';
import {
  selectRgLimitsBusy,
  selectRgLimitsLoadFailed,
  selectRgLimitsLoading,
  selectRgLimitsView,
} from '@/machines/rgLimits/rgLimits.selectors';

/** Built once: the hook's callers all talk to the app's one client (ADR 013: once per mount, not per render). */
const rgLimitsLogic = rgLimitsMachine.provide({ actors: createRgLimitsActors({ api }) });

/**
 * The rgLimits machine on the extension's calls (ADR 043), with the slices a limits form draws (ADR 013:
 * screens select slices). Shared by the responsible-gaming page and the deposit-limit offer.
 */
export function useRgLimits() {
  const actor = useActorRef(rgLimitsLogic);
  const view = useSelector(actor, selectRgLimitsView, shallowEqual);
  const loading = useSelector(actor, selectRgLimitsLoading);
  const loadFailed = useSelector(actor, selectRgLimitsLoadFailed);
  const busy = useSelector(actor, selectRgLimitsBusy);
  return { actor, view, loading, loadFailed, busy };
}

export type RgLimitsFlow = ReturnType<typeof useRgLimits>;
