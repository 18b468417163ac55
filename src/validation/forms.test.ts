import { describe, expect, it } from 'vitest';
import {
  registrationFields,
  validateChangePassword,
  validateForgotEmail,
  validateForgotMobile,
  validateLogin,
  validateMinimumAge,
  validateRegistration,
} from '@/validation/forms';

const today = { y: 2026, m: 11, d: 22 };

describe('validateLogin', () => {
  it('requires username and password and trims them', () => {
    const r = validateLogin({ tab: 'username', username: '  player01 ', password: ' Passw0rd1 ' });
    expect(r.valid).toBe(true);
    expect(r.values.username).toBe('player01');
    expect(r.values.password).toBe('Passw0rd1');
    expect(validateLogin({ tab: 'username', username: '   ', password: '' }).errors).toEqual({
      username: { key: 'required' },
      password: { key: 'required' },
    });
  });
  it('requires the captcha only when shown', () => {
    expect(
      validateLogin({ tab: 'username', username: 'a', password: 'b', captchaShown: true }).errors,
    ).toEqual({
      captcha: { key: 'required' },
    });
  });
  it('checks the mobile rule and does not trim the SMS code', () => {
    const r = validateLogin({ tab: 'mobile', mobileNum: ' 60123456789 ', smsCode: ' 12345' });
    expect(r.valid).toBe(true);
    expect(r.values.mobileNum).toBe('60123456789');
    expect(r.values.smsCode).toBe(' 12345');
    expect(validateLogin({ tab: 'mobile', mobileNum: '12ab', smsCode: '' }).errors).toMatchObject({
      mobileNum: { key: 'rule.range' },
      smsCode: { key: 'required' },
    });
  });
});

describe('validateChangePassword', () => {
  it('asks the old password only when not known', () => {
    const unknown = validateChangePassword({
      oldPasswordKnown: false,
      newPassword: 'abc12345',
      confirmPassword: 'abc12345',
    });
    expect(unknown.errors).toEqual({ oldPassword: { key: 'required' } });
    const known = validateChangePassword({
      oldPasswordKnown: true,
      newPassword: 'abc12345',
      confirmPassword: 'abc12345',
    });
    expect(known.valid).toBe(true);
  });
  it('checks the password rule and the confirmation', () => {
    const r = validateChangePassword({ oldPasswordKnown: true, newPassword: 'a b', confirmPassword: 'x' });
    expect(r.errors.newPassword?.key).toBe('rule.range');
    expect(r.errors.confirmPassword).toEqual({ key: 'confirmMismatch' });
  });
});

describe('forgot password', () => {
  it('by e-mail needs a valid username and e-mail', () => {
    expect(validateForgotEmail({ username: 'player01', email: 'p@x.com' }).valid).toBe(true);
    expect(validateForgotEmail({ username: '', email: 'nope' }).errors).toMatchObject({
      username: { key: 'required' },
      email: { hintKey: 'hint.email' },
    });
  });
  it('by mobile needs number, code and a new password', () => {
    expect(
      validateForgotMobile({ mobileNum: '60123456789', smsCode: '123456', newPassword: 'Newpass1' }).valid,
    ).toBe(true);
    expect(Object.keys(validateForgotMobile({}).errors).sort()).toEqual([
      'mobileNum',
      'newPassword',
      'smsCode',
    ]);
  });
});

describe('registration', () => {
  const settings = {
    username: { patternId: 3, minLength: 6, maxLength: 12 },
    password: { patternId: 4, minLength: 6, maxLength: 12 },
    email: { enabled: true, required: true, patternId: 5 },
    qqNum: { enabled: true, required: false, patternId: 1, minLength: 5, maxLength: 5 },
    line: { enabled: false, required: true },
    paymentPassword: { enabled: true, required: false, patternId: 1, minLength: 6, maxLength: 6 },
    affiliateCode: { enabled: true },
    birthday: { enabled: true, required: true, patternId: 13 },
    mobileNum: { enabled: true, required: false, patternId: 1, minLength: 8, maxLength: 12 },
  };
  const opts = { type: 'username' as const, smsVerification: false, affiliateFieldShown: true, today };

  it('shows configured fields only, payment password required when enabled', () => {
    const fields = registrationFields(settings, opts);
    const names = fields.map((f) => f.name);
    expect(names).toEqual([
      'username',
      'mobileNum',
      'password',
      'confirmPassword',
      'email',
      'birthday',
      'qqNum',
      'affiliateCode',
      'paymentPassword',
    ]);
    expect(fields.find((f) => f.name === 'paymentPassword')?.required).toBe(true);
    expect(fields.find((f) => f.name === 'mobileNum')?.required).toBe(false);
    expect(fields.find((f) => f.name === 'qqNum')?.required).toBe(false);
  });
  it('hides the affiliate field when the feature is off; mobile registration requires the number and drops the username', () => {
    const names = registrationFields(settings, {
      ...opts,
      type: 'mobile',
      affiliateFieldShown: false,
      smsVerification: true,
    }).map((f) => f.name);
    expect(names).not.toContain('affiliateCode');
    expect(names).not.toContain('username');
    expect(names.slice(0, 2)).toEqual(['mobileNum', 'verificationCode']);
  });
  it('validates values with rules, the confirmation and the birthday rule (21, spec 01 §9)', () => {
    const fields = registrationFields(settings, opts);
    const ok = validateRegistration(
      {
        username: ' abc123 ',
        password: 'Passw0rd1',
        confirmPassword: 'Passw0rd1',
        email: 'a@b.co',
        birthday: '2000-01-01',
        paymentPassword: '123456',
      },
      fields,
      { today },
    );
    expect(ok.errors).toEqual({});
    expect(ok.values.username).toBe('abc123');
    const bad = validateRegistration(
      {
        username: '1abc',
        password: 'Passw0rd1',
        confirmPassword: 'other',
        email: '',
        birthday: '2010-01-01',
        qqNum: '12',
      },
      fields,
      { today },
    );
    expect(bad.errors).toMatchObject({
      username: { key: 'rule.range', params: { min: 6, max: 12 }, hintKey: 'hint.letterFirst' },
      confirmPassword: { key: 'confirmMismatch' },
      email: { key: 'required' },
      birthday: { key: 'age', params: { age: 21 } },
      qqNum: { key: 'rule.exact', params: { count: 5 }, hintKey: 'hint.digits' },
      paymentPassword: { key: 'required' },
    });
  });
  it('keeps the SMS verification code untrimmed and required', () => {
    const fields = registrationFields(undefined, { ...opts, type: 'mobile', smsVerification: true });
    const r = validateRegistration(
      { mobileNum: '60123456789', verificationCode: '', password: 'abc123', confirmPassword: 'abc123' },
      fields,
      {
        today,
      },
    );
    expect(r.errors).toEqual({ verificationCode: { key: 'required' } });
  });
});

describe('validateMinimumAge', () => {
  it('counts birthdays exactly, in both date formats', () => {
    expect(validateMinimumAge('2008-11-22', 18, today)).toBeNull();
    expect(validateMinimumAge('2008-11-23', 18, today)).toEqual({ key: 'age', params: { age: 18 } });
    expect(validateMinimumAge('11-22-2008', 18, today)).toBeNull();
    expect(validateMinimumAge('not a date', 18, today)).not.toBeNull();
  });
});
