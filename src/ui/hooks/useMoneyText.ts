import { useTranslation } from 'react-i18next';
import type { Failure } from '@/machines/shared/failure';
import type { ValidationMessage } from '@/validation/types';
import { useMoneyLabel } from './useMoneyLabel';

/**
 * Keys that arrive as data (a machine's failure, a validation result) in the namespaces they name;
 * the money limits in a message are shown as money (P 100.00), not as the raw decimal string. Shared
 * by the member and agent centres' money pages and reports.
 */
export function useMoneyText(options: { ask?: boolean } = {}) {
  const { t } = useTranslation(['memberMoney', 'errors', 'validation', 'common']);
  const money = useMoneyLabel(options);
  const tx = (key: string, values?: Record<string, unknown>) => t(key, { ...values, defaultValue: key });
  return {
    money,
    failure: (f: Failure | null | undefined) =>
      f ? tx(f.messageKey, { ...(f.messageValues ?? {}) }) : undefined,
    validation: (m: ValidationMessage | null | undefined) => {
      if (!m) return undefined;
      const params: Record<string, unknown> = { ...(m.params ?? {}) };
      // Only money messages carry amounts; a length message's max is a count of characters.
      if (m.key.startsWith('money.')) {
        for (const name of ['min', 'max', 'left'] as const) {
          const value = params[name];
          if (typeof value === 'string' || typeof value === 'number') params[name] = money(value);
        }
      }
      // A pattern or length message names the pattern's own hint (letters and digits, …).
      if (m.hintKey) params.hint = tx(`validation:${m.hintKey}`);
      return tx(`validation:${m.key}`, params);
    },
  };
}
