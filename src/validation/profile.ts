import { settings } from '@/config/settings';
import { validateEmail, validateMinimumAge, type FieldErrors } from './forms';
import { length, REQUIRED } from './rules';

/**
 * My account's profile (spec 01 §2, ADR 028): nickname, real name, e-mail and birthday. Real name and
 * birthday identify who withdrawals are paid to, so they can be given once and are then read-only.
 */
export const PROFILE_FIELDS = ['nickname', 'payeeName', 'email', 'birthday'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileForm = Record<ProfileField, string>;

export const NICKNAME_MAX = 20;
export const REAL_NAME_MAX = 50;
const YMD = /^\d{4}-\d{2}-\d{2}$/;

/** What the member has now; an empty string is a field not given yet. */
export type CurrentProfile = ProfileForm;

export type ProfileCheck =
  | { ok: true; changes: Partial<ProfileForm> }
  /** `unchanged`: nothing differs from what the member has, so nothing is sent. */
  | { ok: false; errors: FieldErrors<ProfileField>; unchanged?: true };

/** Which fields the member may still edit: real name and birthday only while empty. */
export function editableFields(current: CurrentProfile): ProfileField[] {
  return PROFILE_FIELDS.filter((f) => (f === 'payeeName' || f === 'birthday' ? current[f] === '' : true));
}

/**
 * Checks the typed profile against the rules and returns only what changed (trimmed), so one request
 * carries exactly the edit. A field that is not editable any more is never sent.
 */
export function checkProfile(
  typed: ProfileForm,
  current: CurrentProfile,
  today: { y: number; m: number; d: number },
): ProfileCheck {
  const errors: FieldErrors<ProfileField> = {};
  const changes: Partial<ProfileForm> = {};
  for (const field of editableFields(current)) {
    const value = typed[field].trim();
    if (value === current[field]) continue;
    const error = checkField(field, value, current, today);
    if (error) errors[field] = error;
    else changes[field] = value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (Object.keys(changes).length === 0) return { ok: false, errors: {}, unchanged: true };
  return { ok: true, changes };
}

function checkField(
  field: ProfileField,
  value: string,
  current: CurrentProfile,
  today: { y: number; m: number; d: number },
) {
  switch (field) {
    case 'nickname':
      if (value === '') return current.nickname === '' ? null : REQUIRED;
      return length(value) > NICKNAME_MAX ? { key: 'profile.tooLong', params: { max: NICKNAME_MAX } } : null;
    case 'payeeName':
      if (value === '') return null;
      return length(value) > REAL_NAME_MAX
        ? { key: 'profile.tooLong', params: { max: REAL_NAME_MAX } }
        : /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u.test(value)
          ? null
          : { key: 'profile.realName' };
    case 'email':
      // An e-mail once given can be changed but not removed: the password reset goes there.
      return value === '' ? REQUIRED : validateEmail(value, true);
    case 'birthday':
      if (value === '') return null;
      // The backend takes yyyy-MM-dd only (the date picker gives that; typed text may not).
      if (!YMD.test(value)) return { key: 'rule.plain', hintKey: 'hint.dateYmd' };
      return validateMinimumAge(value, settings.minimumAge.birthday, today);
  }
}
