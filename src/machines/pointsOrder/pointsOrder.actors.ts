import { fromPromise } from 'xstate';
import { api } from '@/api/instance';
import { pointsContract } from '@/contracts/points.contract';
import type { PointsRequest } from './pointsOrder.machine';

/**
 * The two password-checked relays (wire protocol §1.7): both bodies are encrypted by the API client
 * (the contracts' `encrypted` metadata). Counts are whole numbers the machine checked, so `Number` is exact.
 */
export const pointsOrderActors = {
  placeOrder: fromPromise<void, PointsRequest>(async ({ input, signal }) => {
    const { order, count, password } = input;
    if (order.kind === 'redeem') {
      await api.call(
        pointsContract.redeem,
        { body: { rewardId: order.rewardId, quantity: Number(count), password } },
        { signal },
      );
    } else {
      await api.call(pointsContract.convert, { body: { points: Number(count), password } }, { signal });
    }
  }),
};
