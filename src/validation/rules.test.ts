import { describe, expect, it } from 'vitest';
import { checkRule, ruleMessage, validateValue } from '@/validation/rules';
import { PATTERN_IDS, PATTERNS } from '@/validation/patterns';

describe('ruleMessage', () => {
  it('substitutes min and max', () => {
    expect(ruleMessage({ patternId: 4, minLength: 6, maxLength: 12 })).toEqual({
      key: 'rule.range',
      params: { min: 6, max: 12 },
      hintKey: 'hint.lettersDigits',
    });
  });
  it('gives one number when min equals max', () => {
    expect(ruleMessage({ patternId: 1, minLength: 6, maxLength: 6 })).toEqual({
      key: 'rule.exact',
      params: { count: 6 },
      hintKey: 'hint.digits',
    });
  });
  it('falls back to a plain hint without bounds', () => {
    expect(ruleMessage({ patternId: 5 })).toEqual({ key: 'rule.plain', hintKey: 'hint.email' });
    expect(ruleMessage({ acceptedPattern: '*', minLength: 2 })).toEqual({
      key: 'rule.min',
      params: { min: 2 },
      hintKey: 'hint.any',
    });
  });
});

describe('patterns', () => {
  const cases: [number, string[], string[]][] = [
    [PATTERN_IDS.digits, ['0123', '9'], ['12a', ' 12', '1.2']],
    [PATTERN_IDS.letterFirst, ['a123', 'Abc'], ['1abc', '_a', 'ab c']],
    [PATTERN_IDS.email, ['a@b.co', 'x.y@mail.example.com'], ['a@b', 'a b@c.d', '@b.co', 'a@@b.co']],
    [PATTERN_IDS.lettersDigits, ['abc123', 'ABC'], ['abc-1', 'ab c', 'ç']],
    [PATTERN_IDS.noSpaces, ['a-b_c!', 'x'], ['a b', ' a', 'a\t']],
    [PATTERN_IDS.fullName, ['John Smith', 'Ana Maria Lopez'], ['John', 'John  Smith', ' John Smith']],
    [PATTERN_IDS.japaneseFullWidth, ['やまだ', 'ヤマダ　タロウ', '山田'], ['yamada', 'ﾔﾏﾀﾞ']],
    [PATTERN_IDS.uppercase, ['ABC'], ['AbC', 'AB1']],
    [PATTERN_IDS.korean, ['홍길동'], ['hong', '홍a']],
    [PATTERN_IDS.thai, ['สมชาย'], ['somchai']],
    [PATTERN_IDS.strongPassword, ['Abcdef1!'], ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdef12', 'Abc def1!']],
    [PATTERN_IDS.dateYmd, ['2000-02-29', '1999-12-31'], ['1999-02-29', '12-31-1999', '1999-13-01']],
    [PATTERN_IDS.dateMdy, ['12-31-1999', '02-29-2000'], ['1999-12-31', '02-30-2000']],
  ];
  it.each(cases)('patternId %i accepts and refuses', (id, good, bad) => {
    const p = PATTERNS[id];
    expect(p).toBeDefined();
    for (const v of good) expect(p?.test(v), v).toBe(true);
    for (const v of bad) expect(p?.test(v), v).toBe(false);
  });
});

describe('checkRule / validateValue', () => {
  const password = { patternId: 4, minLength: 6, maxLength: 12 };
  it('accepts a value inside the rule', () => expect(checkRule('Passw0rd1', password)).toBeNull());
  it('refuses short, long and off-pattern values with the same message', () => {
    const msg = ruleMessage(password);
    expect(checkRule('abc', password)).toEqual(msg);
    expect(checkRule('a'.repeat(13), password)).toEqual(msg);
    expect(checkRule('pass word', password)).toEqual(msg);
  });
  it('reports required only for required empty values', () => {
    expect(validateValue('', password, true)).toEqual({ key: 'required' });
    expect(validateValue('', password, false)).toBeNull();
  });
  it('uses a server pattern when the patternId is unknown, ignoring one that does not compile', () => {
    expect(checkRule('abc', { acceptedPattern: '[a-c]+', patternId: 99 })).toBeNull();
    expect(checkRule('abd', { acceptedPattern: '[a-c]+', patternId: 99 })).not.toBeNull();
    expect(checkRule('anything', { acceptedPattern: '([', patternId: 99 })).toBeNull();
    expect(checkRule('anything', { acceptedPattern: '*' })).toBeNull();
  });
  it('counts characters, not UTF-16 units', () => {
    expect(checkRule('😀😀', { minLength: 2, maxLength: 2 })).toBeNull();
  });
});
