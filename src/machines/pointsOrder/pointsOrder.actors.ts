import { fromPromise } from 'xstate';
import type { ApiDeps } from '../shared/deps';
import { pointsContract } from '@/contracts/points.contract';
import { walletContract } from '@/contracts/wallet.contract';
import { toDecimalOrZero } from '@/money/money';
import {
  findSubmittedRecord,
  RECORD_CHECK_PAGE_SIZE,
  recordCheckQuery,
  type RecordLike,
} from '../shared/reconcile';
import { orderRecordAmount, pointsSpentSince, redeemRecords } from './pointsOrder.check';
import type { LostPointsOrder, PointsOrderCheck, PointsRequest } from './pointsOrder.machine';

/**
 * The two password-checked relays (wire protocol §1.7): both bodies are encrypted by the API client
 * (the contracts' `encrypted` metadata). Counts are whole numbers the machine checked, so `Number` is exact.
 */
export function createPointsOrderActors({ api }: ApiDeps) {
  return {
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
    /**
     * A lost order's answer, read from the backend (ADR 033): a redeem's entry in the redeem history, or
     * a conversion's credit in the member's transactions (wire protocol §1.7 memTransDet), of this
     * order's size since the submit, together with the point balance having gone down.
     */
    checkOrder: fromPromise<PointsOrderCheck, LostPointsOrder>(async ({ input, signal }) => {
      const { request, submittedAt, balance } = input;
      const records: Promise<RecordLike[]> =
        request.order.kind === 'redeem'
          ? api
              .call(
                pointsContract.redeemList,
                { query: { pageNo: 1, pageSize: RECORD_CHECK_PAGE_SIZE } },
                { signal },
              )
              .then((value) => redeemRecords(value.list ?? [], request))
          : api
              .call(walletContract.memTransDet, { query: recordCheckQuery(submittedAt) }, { signal })
              .then((value) => value.list ?? []);
      const [rows, points] = await Promise.all([records, api.call(pointsContract.balance, {}, { signal })]);
      const row = findSubmittedRecord(rows, { amount: orderRecordAmount(request), submittedAt });
      const spent = pointsSpentSince(balance, toDecimalOrZero(points.point));
      return row && spent ? { found: true, result: null } : { found: false };
    }),
  };
}
