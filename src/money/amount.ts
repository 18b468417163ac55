import Big from 'big.js';
import { z } from 'zod';
import type { DecimalString } from './money';

/**
 * The one rule of an amount a person sends (spec 01 §2 deposit, withdraw and transfers; ADR 021):
 * a plain decimal string, more than zero, at most two decimals, and nothing else: no sign, no
 * exponent (`1e-9`, `5e-324`), no leading zeros, spaces or separators, and no JSON number (a double
 * cannot carry cents exactly). The form's reading of what was typed (`parseAmountInput`), the
 * machines' requests and the contracts' request bodies all hold this one type, so an amount that did
 * not pass this rule cannot reach the wire (ADR 036: the contract refuses whatever a form let
 * through, and the mock, which validates bodies with it, refuses it too).
 */
declare const amountBrand: unique symbol;

/** A decimal string that passed the sendable-amount rule. */
export type Amount = DecimalString & { readonly [amountBrand]: true };

const SENDABLE = /^(0|[1-9]\d*)(\.\d{1,2})?$/;

function isSendable(value: string): value is Amount {
  return SENDABLE.test(value) && new Big(value).gt(0);
}

/** The schema of the rule: a string that passes is an `Amount`. */
export const amountSchema = z
  .string()
  .refine(isSendable, 'not a plain decimal amount above zero with at most two decimals')
  .transform((value) => value as Amount);

/** The amount `value` is, when it passes the rule; null otherwise. */
export function toAmount(value: string): Amount | null {
  return isSendable(value) ? value : null;
}

/**
 * What a person typed in an amount field, read as an `Amount`, or null when it is not one. Typing is
 * forgiven what does not change the value (spaces, thousands separators, leading zeros, trailing zeros
 * of the fraction); the rule itself is `amountSchema`'s.
 */
export function parseAmountInput(text: string): Amount | null {
  const cleaned = text.trim().replace(/[,\s]/g, '');
  // Digits and one point only: big.js would also read an exponent ("1e3"), which nobody types.
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return toAmount(new Big(cleaned).toFixed());
}
