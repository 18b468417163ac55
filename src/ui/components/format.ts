import { DEFAULT_CURRENCY_SYMBOL } from '@/config/constants';
import { roundToCents, toDecimalOrZero } from '@/money/money';

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

const moneyFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Two decimals with thousands separators (spec 01 §9); non-numbers show as 0.00. Exact (ADR 021):
 * the amount is rounded to cents with big.js and handed to Intl.NumberFormat as a decimal string
 * (NumberFormat v3 formats string input without turning it into a double), so
 * "12345678901234567.89" keeps its cents.
 */
export function formatMoney(value: number | string | null | undefined): string {
  const cents = roundToCents(toDecimalOrZero(value));
  // roundToCents always answers a plain decimal such as "-1234.50", which is a numeric literal.
  return moneyFormat.format(cents as `${number}`);
}

const pointsFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Points: whole numbers with thousands separators ("12,500"), exact like money (a decimal string to NumberFormat). */
export function formatPoints(value: number | string | null | undefined): string {
  const whole = toDecimalOrZero(value).split('.')[0] ?? '0';
  return pointsFormat.format(whole as `${number}`);
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
