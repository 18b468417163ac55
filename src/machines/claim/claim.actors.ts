import { fromPromise } from 'xstate';
import { api } from '@/api/instance';
import { promotionsContract } from '@/contracts/promotions.contract';
import type { ClaimRequest } from './claim.machine';

export const claimActors = {
  claimReward: fromPromise<void, ClaimRequest>(async ({ input, signal }) => {
    if (input.kind === 'ticket') {
      await api.call(
        promotionsContract.claimTicket,
        { body: { transactionId: input.id, isApp: 'N' } },
        { signal },
      );
      return;
    }
    if (input.kind === 'promotion') {
      await api.call(promotionsContract.claimIssued, { body: { promotionId: input.id } }, { signal });
      return;
    }
    // The rebate claim call is designed (ADR 024): no source names it.
    await api.call(promotionsContract.claimRebate, { body: { productType: input.id } }, { signal });
  }),
};
