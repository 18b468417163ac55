import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en/validation.json';
import {
  registrationFields,
  validateChangePassword,
  validateForgotEmail,
  validateForgotMobile,
  validateLogin,
  validateMinimumAge,
  validateRegistration,
} from '@/validation/forms';
import { PATTERNS } from '@/validation/patterns';
import { checkRule, validateValue } from '@/validation/rules';
import type { ValidationResult } from '@/validation/types';

const RUNS = { numRuns: 1000 };
const keys = new Set(flatten(en));

function flatten(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? flatten(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

/** A message, when given, names a translated key (and hint) so the user always reads something. */
function isMessage(r: ValidationResult) {
  if (r === null) return true;
  return keys.has(r.key) && (r.hintKey === undefined || keys.has(r.hintKey));
}

const anyString = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' }));
const rule = fc.record(
  {
    enabled: fc.boolean(),
    required: fc.boolean(),
    acceptedPattern: fc.oneof(fc.constant('*'), fc.constant(null), fc.string({ maxLength: 8 })),
    patternId: fc.oneof(fc.integer({ min: -1, max: 20 }), fc.constant(null), fc.constant('4')),
    minLength: fc.oneof(fc.integer({ min: -2, max: 20 }), fc.constant(null)),
    maxLength: fc.oneof(fc.integer({ min: -2, max: 40 }), fc.constant(null)),
  },
  { requiredKeys: [] },
);
const today = { y: 2026, m: 11, d: 22 };

describe('validators never throw and always answer with a known message (1000 runs each)', () => {
  it('every pattern', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        for (const p of Object.values(PATTERNS)) expect(typeof p.test(s)).toBe('boolean');
      }),
      RUNS,
    );
  });
  it('checkRule / validateValue on arbitrary rules', () => {
    fc.assert(
      fc.property(anyString, rule, fc.boolean(), (s, r, req) => {
        expect(isMessage(checkRule(s, r))).toBe(true);
        const v = validateValue(s, r, req);
        expect(isMessage(v)).toBe(true);
        if (s === '' && req) expect(v).not.toBeNull();
      }),
      RUNS,
    );
  });
  it('login', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('username' as const, 'mobile' as const),
        anyString,
        anyString,
        anyString,
        fc.boolean(),
        (tab, a, b, c, cap) => {
          const r = validateLogin({
            tab,
            username: a,
            password: b,
            mobileNum: a,
            smsCode: b,
            captcha: c,
            captchaShown: cap,
          });
          for (const m of Object.values(r.errors)) expect(isMessage(m ?? null)).toBe(true);
          expect(r.valid).toBe(Object.keys(r.errors).length === 0);
        },
      ),
      RUNS,
    );
  });
  it('change password', () => {
    fc.assert(
      fc.property(anyString, anyString, anyString, fc.boolean(), (o, n, c, known) => {
        const r = validateChangePassword({
          oldPassword: o,
          newPassword: n,
          confirmPassword: c,
          oldPasswordKnown: known,
        });
        for (const m of Object.values(r.errors)) expect(isMessage(m ?? null)).toBe(true);
        if (n.trim() !== c.trim()) expect(r.errors.confirmPassword).toBeDefined();
      }),
      RUNS,
    );
  });
  it('forgot password (e-mail and mobile)', () => {
    fc.assert(
      fc.property(anyString, anyString, anyString, (a, b, c) => {
        for (const m of Object.values(validateForgotEmail({ username: a, email: b }).errors))
          expect(isMessage(m ?? null)).toBe(true);
        for (const m of Object.values(
          validateForgotMobile({ mobileNum: a, smsCode: b, newPassword: c }).errors,
        ))
          expect(isMessage(m ?? null)).toBe(true);
      }),
      RUNS,
    );
  });
  it('registration with arbitrary settings and values', () => {
    const names = [
      'username',
      'password',
      'mobileNum',
      'email',
      'birthday',
      'qqNum',
      'paymentPassword',
      'affiliateCode',
      'payeeName',
    ];
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...names), rule),
        fc.dictionary(fc.constantFrom(...names, 'confirmPassword', 'verificationCode'), anyString),
        fc.constantFrom('username' as const, 'mobile' as const),
        fc.boolean(),
        (settings, values, type, sms) => {
          const fields = registrationFields(settings, {
            type,
            smsVerification: sms,
            affiliateFieldShown: true,
          });
          const r = validateRegistration(values, fields, { today });
          for (const m of Object.values(r.errors)) expect(isMessage(m ?? null)).toBe(true);
        },
      ),
      RUNS,
    );
  });
  it('minimum age', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        expect(isMessage(validateMinimumAge(s, 18, today))).toBe(true);
      }),
      RUNS,
    );
  });
});
