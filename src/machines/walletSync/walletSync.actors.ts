import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/query-core';
import { queryKeys } from '@/api/query-keys';
import type { ApiClient } from '@/api/types';
import { settings } from '@/config/settings';
import { balanceRowLock, walletContract } from '@/contracts/wallet.contract';
import { isPositive, toDecimalOrZero, type DecimalString } from '@/money/money';
import type { ApiDeps } from '../shared/deps';
import { MAIN_WALLET } from '../shared/mainWallet';

/** The game wallet a game type plays on (`settings.gameWallets`). */
export const gameWalletOf = (gameType: string): string =>
  settings.gameWallets[gameType.toUpperCase()] ?? settings.defaultGameWallet;

const isSingleWallet = (flag: unknown) => flag === true || flag === 1 || flag === '1';

/**
 * The header's balance query and the sync machine ask the same key: the refresh lands in the cache
 * every balance view reads (header, money labels), and a refresh never runs twice at once.
 */
export const balanceQuery = (api: ApiClient) => ({
  queryKey: queryKeys.wallet.balance(),
  queryFn: ({ signal }: { signal: AbortSignal }) => api.call(walletContract.balance, {}, { signal }),
});

/** The refresh lands in the page's query cache, so the factory is given that cache with the client. */
export interface WalletSyncDeps extends ApiDeps {
  queryClient: QueryClient;
}

export const createWalletSyncActors = ({ api, queryClient }: WalletSyncDeps) => ({
  refreshBalance: fromPromise<void>(async () => {
    // staleTime 0: always asked (the cache's 60 s would answer the figure from before the game).
    await queryClient.fetchQuery({ ...balanceQuery(api), staleTime: 0 });
  }),
  /**
   * The left game's wallet back to main, as one transfer of what it holds (spec 02 §9 recall). Single
   * wallet merchants, an empty or locked wallet: nothing to move, nothing asked beyond the balance.
   */
  recallGameWallet: fromPromise<DecimalString, { gameType: string }>(async ({ input, signal }) => {
    const merchant = await api.call(walletContract.merchantWallet, {}, { signal });
    if (isSingleWallet(merchant.isSingle)) return '0';
    const balance = await api.call(walletContract.balance, {}, { signal });
    const wallet = gameWalletOf(input.gameType);
    const row = balance.balance?.find((r) => String(r.accountTypeId) === wallet);
    if (!row) return '0';
    const lock = balanceRowLock.safeParse(row);
    if (lock.success && lock.data.locked === true) return '0';
    const amount = toDecimalOrZero(row.availBalance);
    if (!isPositive(amount)) return '0';
    await api.call(
      walletContract.transfer,
      { body: { amount, fromAccountTypeId: wallet, toAccountTypeId: MAIN_WALLET } },
      { signal },
    );
    return amount;
  }),
});
