import { describe, expect, it } from 'vitest';
import { checkConvertPoints, checkPointsPassword, checkQuantity } from './points';

describe('points shop fields (spec 02 §3, ADR 027)', () => {
  const reward = { price: '300', balance: '1000', stock: 2 };

  it('takes a whole quantity the stock and the balance allow', () => {
    expect(checkQuantity(' 2 ', reward)).toEqual({ ok: true, value: '2' });
    expect(checkQuantity('', reward)).toEqual({ ok: false, error: { key: 'required' } });
    expect(checkQuantity('1.5', reward)).toEqual({ ok: false, error: { key: 'points.whole' } });
    expect(checkQuantity('0', reward)).toEqual({ ok: false, error: { key: 'points.whole' } });
    expect(checkQuantity('3', reward)).toEqual({
      ok: false,
      error: { key: 'points.overStock', params: { stock: 2 } },
    });
    expect(checkQuantity('4', { ...reward, stock: null })).toEqual({
      ok: false,
      error: { key: 'points.notEnough' },
    });
  });

  it('compares the cost exactly, beyond what a float holds', () => {
    const big = { price: '9007199254740993', balance: '9007199254740993', stock: null };
    expect(checkQuantity('1', big).ok).toBe(true);
    expect(checkQuantity('1', { ...big, balance: '9007199254740992' }).ok).toBe(false);
  });

  it('takes a conversion of at least the minimum and at most the balance', () => {
    const limits = { balance: '1000', minimum: '100' };
    expect(checkConvertPoints('1,000', limits)).toEqual({ ok: true, value: '1000' });
    expect(checkConvertPoints('50', limits)).toEqual({
      ok: false,
      error: { key: 'points.belowMinimum', params: { min: '100' } },
    });
    expect(checkConvertPoints('1001', limits)).toEqual({ ok: false, error: { key: 'points.notEnough' } });
    expect(checkConvertPoints('7', { balance: '1000', minimum: null }).ok).toBe(true);
  });

  it('requires the password, spaces included', () => {
    expect(checkPointsPassword('')).toEqual({ key: 'required' });
    expect(checkPointsPassword(' ')).toBeNull();
  });
});
