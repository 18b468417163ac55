import { redeemEntryReward, type RedeemEntry } from '@/contracts/points.contract';
import { compare, divide, multiply, roundToCents, toDecimal, type DecimalString } from '@/money/money';
import type { RecordLike } from '../shared/reconcile';
import type { PointsRequest } from './pointsOrder.machine';

/**
 * How a lost points order is told apart from one that never arrived (ADR 033): the record the order
 * leaves, of the size it must have, and the point balance gone down since the form read it (an
 * identical order made just before would match the record too, but its cost is already out of the
 * balance the form held).
 */

/**
 * The size of the record an order leaves: a redeem's entry in the redeem history counts the points it
 * cost (price × quantity); a conversion's credit in the member's transactions is the points over the
 * merchant's ratio, in cents as the wallet holds it.
 */
export function orderRecordAmount(request: PointsRequest): DecimalString {
  const { order, count } = request;
  return order.kind === 'redeem' ? multiply(order.price, count) : roundToCents(divide(count, order.ratio));
}

/**
 * The redeem history's entries that can be this redeem's, as records: the same quantity of the same
 * reward (when the entry names it), sized by the points they cost.
 */
export function redeemRecords(entries: ReadonlyArray<RedeemEntry>, request: PointsRequest): RecordLike[] {
  const { order, count } = request;
  if (order.kind !== 'redeem') return [];
  return entries
    .filter((entry) => {
      const quantity = toDecimal(entry.quantity);
      if (quantity === null || compare(quantity, count) !== 0) return false;
      const named = redeemEntryReward.safeParse(entry);
      const rewardId = named.success ? named.data.rewardId : null;
      return rewardId === null || rewardId === undefined || String(rewardId) === order.rewardId;
    })
    .map((entry) => ({ id: entry.id, createTime: entry.createTime, amount: entry.points }));
}

/** Whether points left the account since the form read its balance. */
export function pointsSpentSince(before: DecimalString, now: DecimalString): boolean {
  return compare(now, before) < 0;
}
