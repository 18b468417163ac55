import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { pointsContract } from '@/contracts/points.contract';
import { walletContract } from '@/contracts/wallet.contract';
import { toDecimal } from '@/money/money';
import { useIsLoggedIn } from '@/ui/hooks/useSession';
import { useWalletSync } from '@/ui/hooks/useWalletSync';

/*
 * The points shop's reads. Every points call carries the token (wire protocol §1.7): nothing is asked
 * for a visitor (a refused call would read as an expired session).
 */

/** Rewards per catalogue page, and redeem records per history page. */
export const POINTS_PAGE_SIZE = 12;

/** The member's point balance: shared with home's points block. */
export { usePointBalance } from '@/ui/hooks/usePointBalance';

/** The merchant's conversion settings: the ratio (points per currency unit) and the smallest conversion. */
export function usePointConfig() {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: queryKeys.points.config(),
    queryFn: ({ signal }) => api.call(pointsContract.config, {}, { signal }),
    select: (value) => ({
      ratio: toDecimal(value.exchangeRatio),
      minimum: toDecimal(value.minConvertPoints),
      enabled: value.enabled !== false,
    }),
    enabled: loggedIn,
  });
}

export function usePointRewards(page: number) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: queryKeys.points.rewards(page),
    queryFn: ({ signal }) =>
      api.call(pointsContract.rewards, { query: { pageNo: page, pageSize: POINTS_PAGE_SIZE } }, { signal }),
    enabled: loggedIn,
    placeholderData: (previous) => previous,
  });
}

export function useRedeemHistory(page: number) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: queryKeys.points.history(page),
    queryFn: ({ signal }) =>
      api.call(
        pointsContract.redeemList,
        { query: { pageNo: page, pageSize: POINTS_PAGE_SIZE } },
        { signal },
      ),
    enabled: loggedIn,
    placeholderData: (previous) => previous,
  });
}

/** One page of the points ledger: what the member earned and spent, newest first (wire protocol §1.7 memTransDet). */
export function usePointLedger(page: number) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: queryKeys.points.ledger(page),
    queryFn: ({ signal }) =>
      api.call(
        walletContract.memTransDet,
        { query: { accountType: 'POINT', pageNo: page, pageSize: POINTS_PAGE_SIZE } },
        { signal },
      ),
    enabled: loggedIn,
    placeholderData: (previous) => previous,
  });
}

/**
 * After a redeem or a conversion: the points (balance, history), the catalogue's stock and, for a
 * conversion, the wallet everywhere it shows (header, member centre).
 */
export function useAfterPointsOrder(): (kind: 'redeem' | 'convert') => void {
  const client = useQueryClient();
  const walletSync = useWalletSync();
  return useCallback(
    (kind) => {
      void client.invalidateQueries({ queryKey: queryKeys.points.memberAll() });
      if (kind === 'redeem') void client.invalidateQueries({ queryKey: queryKeys.points.rewardsAll() });
      else {
        walletSync.moneyMoved();
        void client.invalidateQueries({ queryKey: queryKeys.wallet.consolidated() });
      }
    },
    [client, walletSync],
  );
}
