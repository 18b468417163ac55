import { describe, expect, it } from 'vitest';
import { checkAmount } from './money';

describe('checkAmount', () => {
  const limits = { minimum: '100', maximum: '50000', available: '1234.56' };
  it('refuses empty, malformed, under the minimum, over the maximum and over the balance', () => {
    expect(checkAmount('', limits)).toEqual({ ok: false, error: { key: 'required' } });
    expect(checkAmount('12.345', limits)).toEqual({ ok: false, error: { key: 'money.invalid' } });
    expect(checkAmount('99.99', limits)).toEqual({
      ok: false,
      error: { key: 'money.belowMinimum', params: { min: '100' } },
    });
    expect(checkAmount('50000.01', { minimum: '100', maximum: '50000' })).toEqual({
      ok: false,
      error: { key: 'money.aboveMaximum', params: { max: '50000' } },
    });
    expect(checkAmount('1234.57', limits)).toEqual({ ok: false, error: { key: 'money.overBalance' } });
  });
  it('accepts exactly the balance, as a decimal string', () => {
    expect(checkAmount('1,234.56', limits)).toEqual({ ok: true, amount: '1234.56' });
  });
});
