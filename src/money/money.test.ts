import { describe, expect, it } from 'vitest';
import {
  groupThousands,
  add,
  compare,
  decimalString,
  divide,
  multiply,
  roundToCents,
  subtract,
  sum,
  toDecimal,
  wireAmount,
} from './money';
import { amountSchema, parseAmountInput } from './amount';

describe('money is exact (ADR 021)', () => {
  it('adds and subtracts cents without float drift', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(subtract('1234.56', '200')).toBe('1034.56');
    expect(sum(['12345678901234567.89', '0.01'])).toBe('12345678901234567.9');
  });

  it('multiplies and divides exactly (points to money: 1 point at 3 per unit is 0.33…, not 0.3333333333333333)', () => {
    expect(multiply('0.1', '3')).toBe('0.3');
    expect(multiply('9007199254740993', '2')).toBe('18014398509481986');
    expect(roundToCents(divide('1', '3'))).toBe('0.33');
    expect(divide('250', '100')).toBe('2.5');
    expect(() => divide('1', '0')).toThrow();
  });

  it('compares decimal strings, not their float images', () => {
    expect(compare('100', '99.99')).toBe(1);
    expect(compare('9007199254740993.01', '9007199254740993.02')).toBe(-1);
    expect(compare('100.0', '100')).toBe(0);
  });

  it('reads what the wire sends (number or numeric string) as a canonical decimal string', () => {
    expect(wireAmount.parse(1234.56)).toBe('1234.56');
    expect(wireAmount.parse('1,234.50')).toBe('1234.5');
    expect(wireAmount.parse('12345678901234567.89')).toBe('12345678901234567.89');
    expect(wireAmount.safeParse('abc').success).toBe(false);
    expect(toDecimal(1e21)).toBe('1000000000000000000000');
    expect(decimalString.safeParse('1e3').success).toBe(false);
  });

  it('accepts typed amounts only when positive with at most two decimals', () => {
    expect(parseAmountInput(' 1,000.5 ')).toBe('1000.5');
    expect(parseAmountInput('0')).toBeNull();
    expect(parseAmountInput('-5')).toBeNull();
    expect(parseAmountInput('10.123')).toBeNull();
    expect(parseAmountInput('1e3')).toBeNull();
    // What typing adds without changing the value is forgiven; the value is the rule's canonical form.
    expect(parseAmountInput('007.50')).toBe('7.5');
  });

  it('holds one sendable-amount rule, the one the contracts refuse bodies with', () => {
    for (const sendable of ['1', '0.01', '100.5', '12345678901234567.89'])
      expect(amountSchema.safeParse(sendable).success).toBe(true);
    for (const refused of ['0', '0.00', '-1', '01', '1.005', '1e3', ' 1', '1,000', '', '.5'])
      expect(amountSchema.safeParse(refused).success).toBe(false);
    expect(amountSchema.safeParse(100).success).toBe(false);
  });

  it('rounds half away from zero to cents', () => {
    expect(roundToCents('0.005')).toBe('0.01');
    expect(roundToCents('-0.005')).toBe('-0.01');
    expect(roundToCents('1.004')).toBe('1.00');
  });
});

describe('groupThousands', () => {
  it('puts a comma every three digits of the whole part, and leaves sign and fraction alone', () => {
    expect(groupThousands('0.00')).toBe('0.00');
    expect(groupThousands('999.99')).toBe('999.99');
    expect(groupThousands('1000')).toBe('1,000');
    expect(groupThousands('-1234567.50')).toBe('-1,234,567.50');
    expect(groupThousands('12345678901234567.89')).toBe('12,345,678,901,234,567.89');
    expect(groupThousands('100000.000001')).toBe('100,000.000001');
  });
});
