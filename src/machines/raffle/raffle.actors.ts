import { fromPromise } from 'xstate';
import type { ApiDeps } from '../shared/deps';
import { promotionsContract } from '@/contracts/promotions.contract';
import { toDecimalOrZero, type DecimalString } from '@/money/money';
import type { RaffleStatus } from './raffle.machine';

/** The raffle's statuses that let a member draw; anything else (FINISHED, CLOSED…) means not now. */
const OPEN_STATUSES = new Set(['OPEN', 'ACTIVE', 'ONGOING']);

/** The prize a claim answers with (`rewardAmount`; the value's shape is not documented). */
function prizeOf(value: unknown): DecimalString {
  if (typeof value === 'object' && value !== null && 'rewardAmount' in value) {
    const amount = value.rewardAmount;
    if (typeof amount === 'number' || typeof amount === 'string') return toDecimalOrZero(amount);
  }
  return '0';
}

/** The raffle promotion's calls (wire protocol §1.8) for `promotionId`. */
export function createRaffleActors({ api, promotionId }: ApiDeps & { promotionId: string }) {
  return {
    loadStatus: fromPromise<RaffleStatus>(async ({ signal }) => {
      const value = await api.call(promotionsContract.raffleStatus, { query: { promotionId } }, { signal });
      // A status the answer does not name (a designed field, ADR 050) reads as closed: no draw is offered.
      const open = OPEN_STATUSES.has((value.status ?? '').toUpperCase());
      return { open, remaining: value.remainingTimes ?? null };
    }),
    draw: fromPromise<DecimalString>(async ({ signal }) =>
      prizeOf(await api.call(promotionsContract.raffleClaim, { body: { promotionId } }, { signal })),
    ),
  };
}
