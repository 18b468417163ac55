import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import { walletContract } from '@/contracts/wallet.contract';
import type { Failure } from '@/machines/shared/failure';
import type { ValidationMessage } from '@/validation/types';
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

/**
 * Keys that arrive as data (a machine's failure, a validation result) in the namespaces they name;
 * the money limits in a message are shown as money (P 100.00), not as the raw decimal string.
 */
export function useDepositText() {
  const { t } = useTranslation(['memberMoney', 'errors', 'validation', 'common']);
  const money = useMoneyLabel();
  const tx = (key: string, values?: Record<string, unknown>) => t(key, { ...values, defaultValue: key });
  return {
    money,
    failure: (f: Failure | null | undefined) =>
      f ? tx(f.messageKey, { ...(f.messageValues ?? {}) }) : undefined,
    validation: (m: ValidationMessage | null | undefined) => {
      if (!m) return undefined;
      const params: Record<string, unknown> = { ...(m.params ?? {}) };
      for (const name of ['min', 'max'] as const) {
        const value = params[name];
        if (typeof value === 'string' || typeof value === 'number') params[name] = money(value);
      }
      return tx(`validation:${m.key}`, params);
    },
  };
}
