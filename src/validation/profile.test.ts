import { describe, expect, it } from 'vitest';
import { checkProfile, editableFields, type ProfileForm } from './profile';

const today = { y: 2026, m: 11, d: 26 };
const blank: ProfileForm = { nickname: 'Player One', payeeName: '', email: 'p1@mail.test', birthday: '' };

describe('profile rules', () => {
  it('lets real name and birthday be given only while they are empty', () => {
    expect(editableFields(blank)).toEqual(['nickname', 'payeeName', 'email', 'birthday']);
    expect(editableFields({ ...blank, payeeName: 'Tan', birthday: '1990-01-01' })).toEqual([
      'nickname',
      'email',
    ]);
  });

  it('sends only what changed, trimmed', () => {
    const result = checkProfile({ ...blank, nickname: '  Lucky  ', payeeName: 'Tan Mei' }, blank, today);
    expect(result).toEqual({ ok: true, changes: { nickname: 'Lucky', payeeName: 'Tan Mei' } });
  });

  it('says so when nothing changed', () => {
    expect(checkProfile(blank, blank, today)).toEqual({ ok: false, errors: {}, unchanged: true });
  });

  it('counts the birthday rule to the day: 21 on the birthday itself, not the day before', () => {
    const on = checkProfile({ ...blank, birthday: '2005-11-26' }, blank, today);
    expect(on.ok).toBe(true);
    const dayBefore = checkProfile({ ...blank, birthday: '2005-11-27' }, blank, today);
    expect(dayBefore).toEqual({ ok: false, errors: { birthday: { key: 'age', params: { age: 21 } } } });
  });

  it('refuses a removed e-mail or nickname, a long nickname, a real name with digits and a typed date', () => {
    const result = checkProfile(
      { nickname: 'x'.repeat(21), payeeName: 'Tan 2', email: '', birthday: '26/11/1990' },
      blank,
      today,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['birthday', 'email', 'nickname', 'payeeName']);
    expect(result.errors.nickname).toEqual({ key: 'profile.tooLong', params: { max: 20 } });
    expect(result.errors.payeeName).toEqual({ key: 'profile.realName' });
    expect(result.errors.email).toEqual({ key: 'required' });
  });

  it('never sends a field that is locked, whatever was typed', () => {
    const locked = { ...blank, payeeName: 'Tan', birthday: '1990-01-01' };
    const result = checkProfile({ ...locked, payeeName: 'Other', birthday: '2020-01-01' }, locked, today);
    expect(result).toEqual({ ok: false, errors: {}, unchanged: true });
  });
});
