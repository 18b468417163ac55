import { api } from '@/api/instance';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { createPointsOrderActors } from '@/machines/pointsOrder/pointsOrder.actors';
import { pointsOrderMachine, type PointsOrderInput } from '@/machines/pointsOrder/pointsOrder.machine';
import { selectPointsOrderView } from '@/machines/pointsOrder/pointsOrder.selectors';
import { useLatest } from '@/ui/hooks/useLatest';
import { useAfterPointsOrder } from './usePoints';

/**
 * One points order (a redeem or a conversion) on the real relays. The machine starts from the
 * balance and the reward or ratio of `input` as they were when the form opened.
 */
export function usePointsOrder(input: PointsOrderInput) {
  const afterOrder = useAfterPointsOrder();
  const ui = useLatest({ afterOrder });
  const logic = useMemo(
    () =>
      pointsOrderMachine.provide({
        actors: createPointsOrderActors({ api }),
        actions: { ordered: (_, request) => ui.get().afterOrder(request.order.kind) },
      }),
    [ui],
  );
  const actor = useActorRef(logic, { input });
  const view = useSelector(actor, selectPointsOrderView, shallowEqual);
  return { actor, view };
}
