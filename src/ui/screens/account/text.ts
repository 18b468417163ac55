import { useTranslation } from 'react-i18next';
import type { Failure } from '@/machines/shared/failure';
import type { ValidationMessage } from '@/validation/types';

export type Tx = (key: string, values?: Record<string, unknown>) => string;

/**
 * Untyped translation for keys that arrive as data (machine message keys, validation results).
 * Keys are namespaced (`account:...`, `errors:...`, `validation:...`); the parity tests keep them
 * present in every language.
 */
export function useAccountText() {
  const { t } = useTranslation(['account', 'errors', 'validation']);
  const tx: Tx = (key, values) => t(key, { ...values, defaultValue: key });
  return {
    tx,
    failure: (f: Failure | null | undefined) =>
      f ? tx(f.messageKey, { ...(f.messageValues ?? {}) }) : undefined,
    validation: (m: ValidationMessage | null | undefined) =>
      m
        ? tx(`validation:${m.key}`, {
            ...(m.params ?? {}),
            ...(m.hintKey ? { hint: tx(`validation:${m.hintKey}`) } : {}),
          })
        : undefined,
  };
}
