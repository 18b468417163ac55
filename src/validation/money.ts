import { parseAmountInput, type Amount } from '@/money/amount';
import { compare, isLessThan, type DecimalString } from '@/money/money';
import type { ValidationMessage } from './types';

/** What an amount field must respect: the merchant's limits and what the member has. */
export interface AmountLimits {
  minimum?: DecimalString | null;
  maximum?: DecimalString | null;
  /** Available balance of the wallet the money leaves. */
  available?: DecimalString | null;
}

export type AmountCheck = { ok: true; amount: Amount } | { ok: false; error: ValidationMessage };

/**
 * An amount a person typed, checked before anything is sent (ADR 021: under the minimum, over the
 * maximum or over the balance is refused with its message and nothing is sent). Messages are keys of
 * the `validation` namespace; limits travel as decimal strings for the UI to format.
 */
export function checkAmount(text: string, limits: AmountLimits = {}): AmountCheck {
  if (text.trim() === '') return { ok: false, error: { key: 'required' } };
  const amount = parseAmountInput(text);
  if (amount === null) return { ok: false, error: { key: 'money.invalid' } };
  if (limits.minimum && isLessThan(amount, limits.minimum))
    return { ok: false, error: { key: 'money.belowMinimum', params: { min: limits.minimum } } };
  if (limits.maximum && compare(amount, limits.maximum) > 0)
    return { ok: false, error: { key: 'money.aboveMaximum', params: { max: limits.maximum } } };
  if (limits.available !== undefined && limits.available !== null && compare(amount, limits.available) > 0)
    return { ok: false, error: { key: 'money.overBalance' } };
  return { ok: true, amount };
}
