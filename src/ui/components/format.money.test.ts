import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyWithSymbol, formatPoints } from './format';

/** The symbols the balance response names per currency (value.currencySymbol). */
const balances = [
  { currency: 'MYR', currencySymbol: 'RM', sumBalance: '1234.5', shown: 'RM 1,234.50' },
  { currency: 'CNY', currencySymbol: '¥', sumBalance: 88000, shown: '¥ 88,000.00' },
  { currency: 'VND', currencySymbol: '₫', sumBalance: '25000000', shown: '₫ 25,000,000.00' },
  { currency: 'PHP', currencySymbol: null, sumBalance: '0.25', shown: 'P 0.25' },
];

describe('formatMoney (decimal strings grouped as text, ADR 021)', () => {
  it.each(balances)('$currency: $shown', ({ currencySymbol, sumBalance, shown }) => {
    expect(formatMoneyWithSymbol(sumBalance, currencySymbol)).toBe(shown);
  });

  it('keeps the cents of amounts a double cannot hold', () => {
    expect(formatMoney('12345678901234567.89')).toBe('12,345,678,901,234,567.89');
    expect(Number('12345678901234567.89').toFixed(2)).not.toBe('12345678901234567.89');
    expect(formatMoney('-9007199254740993.05')).toBe('-9,007,199,254,740,993.05');
  });

  it('shows two decimals, rounds half away from zero, and 0.00 for non-numbers', () => {
    expect(formatMoney('1.005')).toBe('1.01');
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney('abc')).toBe('0.00');
    expect(formatMoney(null)).toBe('0.00');
    expect(formatMoneyWithSymbol('5', '  ')).toBe('P 5.00');
  });
});

describe('formatPoints', () => {
  it('shows whole points with separators, exactly', () => {
    expect(formatPoints('12500')).toBe('12,500');
    expect(formatPoints('9007199254740993')).toBe('9,007,199,254,740,993');
    expect(formatPoints(null)).toBe('0');
  });
});
