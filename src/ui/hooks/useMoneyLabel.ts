import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { walletContract } from '@/contracts/wallet.contract';
import { currencySymbolOf, formatMoney } from '@/ui/components/format';

/** Money with the symbol of the balance response (default P), for messages and labels. */
export function useMoneyLabel(): (value: string | number | null | undefined) => string {
  // The header's own query (same key): no second request when the header already has it.
  const balance = useQuery({
    queryKey: queryKeys.wallet.balance(),
    queryFn: () => api.call(walletContract.balance, {}),
  });
  const symbol = currencySymbolOf(balance.data?.currencySymbol);
  return (value) => `${symbol} ${formatMoney(value)}`;
}
