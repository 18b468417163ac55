import { compare, isLessThan, multiply, type DecimalString } from '@/money/money';
import { REQUIRED } from './rules';
import type { ValidationMessage } from './types';

/**
 * The points shop's fields (spec 02 §3, ADR 027), checked before anything is sent. Points
 * are whole numbers; the balance travels as a decimal string like money, so every product and
 * comparison goes through the money library.
 */

export type WholeCheck = { ok: true; value: DecimalString } | { ok: false; error: ValidationMessage };

const WHOLE = /^\d+$/;

/** A typed whole number above zero (spaces and thousands separators tolerated). */
export function wholeNumber(text: string): WholeCheck {
  const cleaned = text.trim().replace(/[,\s]/g, '');
  if (cleaned === '') return { ok: false, error: REQUIRED };
  if (!WHOLE.test(cleaned) || /^0+$/.test(cleaned)) return { ok: false, error: { key: 'points.whole' } };
  return { ok: true, value: cleaned.replace(/^0+/, '') };
}

export interface RedeemLimits {
  /** Points one item costs. */
  price: DecimalString;
  /** The member's point balance. */
  balance: DecimalString;
  /** Items left; null when the shop does not say. */
  stock: number | null;
}

/** How many of a reward: a whole number, no more than the stock, and no more than the points pay for. */
export function checkQuantity(text: string, limits: RedeemLimits): WholeCheck {
  const quantity = wholeNumber(text);
  if (!quantity.ok) return quantity;
  if (limits.stock !== null && compare(quantity.value, String(limits.stock)) > 0)
    return { ok: false, error: { key: 'points.overStock', params: { stock: limits.stock } } };
  if (compare(multiply(limits.price, quantity.value), limits.balance) > 0)
    return { ok: false, error: { key: 'points.notEnough' } };
  return quantity;
}

export interface ConvertLimits {
  balance: DecimalString;
  /** The merchant's smallest conversion; null when it sets none. */
  minimum: DecimalString | null;
}

/** Points to turn into wallet balance: a whole number, at least the minimum, at most the balance. */
export function checkConvertPoints(text: string, limits: ConvertLimits): WholeCheck {
  const points = wholeNumber(text);
  if (!points.ok) return points;
  if (limits.minimum !== null && isLessThan(points.value, limits.minimum))
    return { ok: false, error: { key: 'points.belowMinimum', params: { min: limits.minimum } } };
  if (compare(points.value, limits.balance) > 0) return { ok: false, error: { key: 'points.notEnough' } };
  return points;
}

/** The password the password-check relay verifies: required, never trimmed (spaces may be part of it). */
export function checkPointsPassword(password: string): ValidationMessage | null {
  return password === '' ? REQUIRED : null;
}
