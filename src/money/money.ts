import Big from 'big.js';
import { z } from 'zod';

/**
 * Money is exact (spec 01 §9, ADR 021): amounts travel through the app as decimal strings
 * ("1234.50", "-12", "12345678901234567.89") and every sum, difference and comparison goes
 * through big.js. A JS number never holds an amount the app computes with: 0.1 + 0.2 is not 0.3,
 * and anything above 2^53 loses its cents.
 *
 * This module sits below every other layer (contracts, mocks, machines and ui all read it) and
 * imports nothing of the app. An amount a person sends is an `Amount` (`./amount`).
 */

/** A plain decimal: optional minus, digits, optional fraction. No exponent, no separators. */
export type DecimalString = string;

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** The one schema of an amount the app holds: a canonical decimal string. */
export const decimalString = z.string().regex(DECIMAL, 'not a decimal amount');

/**
 * What the wire sends for an amount (a number on most builds, a numeric string on older ones),
 * exposed to the app as a decimal string. A JSON number is already a double when it arrives; its
 * shortest form (`String(n)`) is the value the server meant for any amount with ≤ 15 digits.
 */
export const wireAmount = z
  .union([z.number().finite(), z.string()])
  .transform((value, ctx): DecimalString => {
    const decimal = toDecimal(value);
    if (decimal === null) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'not a decimal amount' });
      return z.NEVER;
    }
    return decimal;
  });

/**
 * Normalises a number or a numeric string ("1,234.5", " 12 ", 1e21) to a canonical decimal
 * string; null for anything that is not a finite number.
 */
export function toDecimal(value: number | string | null | undefined): DecimalString | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return new Big(value).toFixed();
  }
  const text = value.trim().replace(/,/g, '');
  if (text === '') return null;
  try {
    // big.js also takes exponent forms ("1e3"); toFixed() writes them out.
    return new Big(text).toFixed();
  } catch {
    return null;
  }
}

/** Like `toDecimal`, but "0" for anything that is not an amount (display fallbacks). */
export function toDecimalOrZero(value: number | string | null | undefined): DecimalString {
  return toDecimal(value) ?? '0';
}

const big = (value: number | string): Big => new Big(toDecimalOrZero(value));

export const add = (a: DecimalString, b: DecimalString): DecimalString => big(a).plus(big(b)).toFixed();
export const subtract = (a: DecimalString, b: DecimalString): DecimalString => big(a).minus(big(b)).toFixed();
export const sum = (values: ReadonlyArray<DecimalString>): DecimalString =>
  values.reduce<Big>((total, v) => total.plus(big(v)), new Big(0)).toFixed();
export const negate = (a: DecimalString): DecimalString => big(a).times(-1).toFixed();
export const multiply = (a: DecimalString, b: DecimalString): DecimalString => big(a).times(big(b)).toFixed();
/** `a / b` to 20 decimals (big.js's default), rounded half up; throws when `b` is zero. */
export const divide = (a: DecimalString, b: DecimalString): DecimalString => big(a).div(big(b)).toFixed();

/** -1, 0 or 1. */
export const compare = (a: DecimalString, b: DecimalString): -1 | 0 | 1 => big(a).cmp(big(b));
export const isLessThan = (a: DecimalString, b: DecimalString): boolean => compare(a, b) < 0;
export const isGreaterThan = (a: DecimalString, b: DecimalString): boolean => compare(a, b) > 0;
export const isZero = (a: DecimalString): boolean => big(a).eq(0);
export const isPositive = (a: DecimalString): boolean => big(a).gt(0);

/**
 * Thousands separators in the whole part of a decimal string ("-1234567.50" → "-1,234,567.50"), the
 * en-US grouping of spec 01 §9. Done on the digits: no double, and no Intl.NumberFormat, whose first
 * instance on a page loads the locale's data (a long task inside the boot, ADR 021 addendum).
 */
export function groupThousands(value: DecimalString): string {
  const negative = value.startsWith('-');
  const [whole = '0', fraction] = (negative ? value.slice(1) : value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** Half away from zero to two decimals ("0.005" → "0.01"), as the legacy site showed amounts. */
export function roundToCents(value: DecimalString): DecimalString {
  return big(value).round(2, Big.roundHalfUp).toFixed(2);
}
