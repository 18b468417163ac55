import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { walletContract } from '@/contracts/wallet.contract';
import { currencySymbolOf, formatMoney } from '@/ui/components/format';
import { useIsLoggedIn } from './useSession';

/** Where a visitor's (never fetched) query sits: not member-scoped, so a logout leaves nothing behind. */
const VISITOR_KEY = ['wallet', 'visitorCurrency'] as const;

/**
 * Money with the symbol of the balance response (default P), for messages and labels. For a member it
 * is the header's own balance query (same key: no second request, and it refreshes with the money
 * pages); a visitor's page (the home page's winner board) asks nothing: the balance call needs a
 * session, and the refused call would read as an expired session and open the login.
 */
export function useMoneyLabel(
  options: { ask?: boolean } = {},
): (value: string | number | null | undefined) => string {
  const loggedIn = useIsLoggedIn();
  const balance = useQuery({
    queryKey: loggedIn ? queryKeys.wallet.balance() : VISITOR_KEY,
    queryFn: () => api.call(walletContract.balance, {}),
    // `ask: false` (the home page's blocks): read what the header loaded, never send the call.
    enabled: loggedIn && options.ask !== false,
  });
  const symbol = currencySymbolOf(balance.data?.currencySymbol);
  return (value) => `${symbol} ${formatMoney(value)}`;
}
