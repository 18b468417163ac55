import { DEFAULT_CURRENCY_SYMBOL } from '@/config/constants';
import { groupThousands, roundToCents, toDecimalOrZero } from '@/money/money';

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch ms, epoch seconds, or a date string; null when unparseable. */
export function toDate(value: number | string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  let input: number | string = value;
  if (typeof input === 'string' && /^\d+$/.test(input.trim())) input = Number(input);
  // Ten-digit numbers are epoch seconds.
  if (typeof input === 'number' && input < 1e11) input *= 1000;
  const date = new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Spec 01 §2 "yyyy-MM-dd hh:mm:ss". The legacy formatter maps hh to the 24-hour clock (h+ = getHours()),
 * so 15:04 shows as 15:04, not 03:04 (ADR 007).
 */
export function formatDateTime(value: number | string | Date | null | undefined): string {
  const d = toDate(value);
  if (!d) return typeof value === 'string' ? value : '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * Two decimals with thousands separators (spec 01 §9); non-numbers show as 0.00. Exact (ADR 021):
 * the amount is rounded to cents with big.js and its digits are grouped as text, so
 * "12345678901234567.89" keeps its cents.
 */
export function formatMoney(value: number | string | null | undefined): string {
  return groupThousands(roundToCents(toDecimalOrZero(value)));
}

/** Points: whole numbers with thousands separators ("12,500"), exact like money (grouped as text). */
export function formatPoints(value: number | string | null | undefined): string {
  return groupThousands(toDecimalOrZero(value).split('.')[0] ?? '0');
}

/** The symbol a balance response names (`currencySymbol`), default P (spec 01 §3). */
export function currencySymbolOf(symbol: string | null | undefined): string {
  return symbol?.trim() || DEFAULT_CURRENCY_SYMBOL;
}

export function formatMoneyWithSymbol(
  value: number | string | null | undefined,
  symbol?: string | null,
): string {
  return `${currencySymbolOf(symbol)} ${formatMoney(value)}`;
}
