import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { walletContract } from '@/contracts/wallet.contract';
import { currencySymbolOf, formatMoney } from '@/ui/components/format';
import { useIsLoggedIn } from './useSession';

/**
 * Money with the symbol of the balance response (default P), for messages and labels. A visitor's
 * page (the home page's winner board) asks nothing: the balance call needs a session, and a refused
 * one would read as an expired session and open the login.
 */
export function useMoneyLabel(): (value: string | number | null | undefined) => string {
  const loggedIn = useIsLoggedIn();
  // The header's own query (same key): no second request when the header already has it.
  const balance = useQuery({
    queryKey: queryKeys.wallet.balance(),
    queryFn: () => api.call(walletContract.balance, {}),
    enabled: loggedIn,
  });
  const symbol = currencySymbolOf(balance.data?.currencySymbol);
  return (value) => `${symbol} ${formatMoney(value)}`;
}
