import { fromPromise } from 'xstate';
import type { ApiDeps } from '../shared/deps';
import { promotionsContract } from '@/contracts/promotions.contract';
import type { ClaimRequest } from './claim.machine';

export function createClaimActors({ api }: ApiDeps) {
  return {
    claimReward: fromPromise<string | null, ClaimRequest>(async ({ input, signal }) => {
      if (input.kind === 'ticketSpin') {
        const value = await api.call(
          promotionsContract.spinSlotMachine,
          { body: { transactionId: input.id, isApp: 'N' } },
          { signal },
        );
        return value.rewardType;
      }
      if (input.kind === 'ticketCancel') {
        await api.call(promotionsContract.cancelTicket, { body: { transactionId: input.id } }, { signal });
        return null;
      }
      if (input.kind === 'ticket') {
        await api.call(
          promotionsContract.claimTicket,
          { body: { transactionId: input.id, isApp: 'N' } },
          { signal },
        );
        return null;
      }
      if (input.kind === 'promotion') {
        await api.call(promotionsContract.claimIssued, { body: { promotionId: input.id } }, { signal });
        return null;
      }
      // The rebate claim call is designed (ADR 024): no source names it.
      await api.call(promotionsContract.claimRebate, { body: { productType: input.id } }, { signal });
      return null;
    }),
  };
}
