import { settings } from '@/config/settings';
import { DEFAULT_RULES, ruleFor, type RuleSet } from './defaults';
import { parseDate, PATTERN_IDS } from './patterns';
import { checkRule, REQUIRED, validateValue } from './rules';
import type { FieldRule, ValidationMessage, ValidationResult } from './types';

export type FieldErrors<F extends string = string> = Partial<Record<F, ValidationMessage>>;

export interface FormResult<V, F extends string = string> {
  /** The values as they are sent: trimmed, except SMS codes (spec 01 §5). */
  values: V;
  errors: FieldErrors<F>;
  valid: boolean;
}

const trim = (v: string | undefined | null) => (v ?? '').trim();
const raw = (v: string | undefined | null) => v ?? '';

function finish<V, F extends string>(values: V, errors: FieldErrors<F>): FormResult<V, F> {
  return { values, errors, valid: Object.keys(errors).length === 0 };
}

function put<F extends string>(errors: FieldErrors<F>, field: F, result: ValidationResult) {
  if (result) errors[field] = result;
}

const required = (v: string): ValidationResult => (v === '' ? REQUIRED : null);

/** An SMS code is required but never trimmed: a code with a space is what the user typed. */
const requiredCode = (v: string): ValidationResult => (v.length === 0 ? REQUIRED : null);

/* ------------------------------------------------------------------ login */

export interface LoginInput {
  tab: 'username' | 'mobile';
  username?: string;
  password?: string;
  captcha?: string;
  captchaShown?: boolean;
  mobileNum?: string;
  smsCode?: string;
}
export type LoginField = 'username' | 'password' | 'captcha' | 'mobileNum' | 'smsCode';
export interface LoginValues {
  tab: 'username' | 'mobile';
  username: string;
  password: string;
  captcha: string;
  mobileNum: string;
  smsCode: string;
}

export function validateLogin(input: LoginInput, rules?: RuleSet): FormResult<LoginValues, LoginField> {
  const values: LoginValues = {
    tab: input.tab,
    username: trim(input.username),
    password: trim(input.password),
    captcha: trim(input.captcha),
    mobileNum: trim(input.mobileNum),
    smsCode: raw(input.smsCode),
  };
  const errors: FieldErrors<LoginField> = {};
  if (input.tab === 'username') {
    put(errors, 'username', required(values.username));
    put(errors, 'password', required(values.password));
  } else {
    put(errors, 'mobileNum', validateValue(values.mobileNum, ruleFor(rules, 'mobileNum'), true));
    put(errors, 'smsCode', requiredCode(values.smsCode));
  }
  if (input.captchaShown) put(errors, 'captcha', required(values.captcha));
  return finish(values, errors);
}

/* -------------------------------------------------------- change password */

export interface ChangePasswordInput {
  oldPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
  /** The old password is known (forced change right after login): no field to check. */
  oldPasswordKnown: boolean;
}
export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

export function validateChangePassword(
  input: ChangePasswordInput,
  rules?: RuleSet,
): FormResult<{ oldPassword: string; newPassword: string; confirmPassword: string }, ChangePasswordField> {
  const values = {
    oldPassword: trim(input.oldPassword),
    newPassword: trim(input.newPassword),
    confirmPassword: trim(input.confirmPassword),
  };
  const errors: FieldErrors<ChangePasswordField> = {};
  if (!input.oldPasswordKnown) put(errors, 'oldPassword', required(values.oldPassword));
  put(errors, 'newPassword', validateValue(values.newPassword, ruleFor(rules, 'password'), true));
  put(errors, 'confirmPassword', confirmMatches(values.confirmPassword, values.newPassword));
  return finish(values, errors);
}

export function confirmMatches(confirm: string, password: string): ValidationResult {
  if (confirm === '') return REQUIRED;
  return confirm === password ? null : { key: 'confirmMismatch' };
}

/* -------------------------------------------------------- forgot password */

export type ForgotEmailField = 'username' | 'email';
export function validateForgotEmail(
  input: { username?: string; email?: string },
  rules?: RuleSet,
): FormResult<{ username: string; email: string }, ForgotEmailField> {
  const values = { username: trim(input.username), email: trim(input.email) };
  const errors: FieldErrors<ForgotEmailField> = {};
  put(errors, 'username', validateValue(values.username, ruleFor(rules, 'username'), true));
  put(errors, 'email', validateEmail(values.email, true));
  return finish(values, errors);
}

export function validateEmail(value: string, isRequired: boolean): ValidationResult {
  return validateValue(value, DEFAULT_RULES.email, isRequired);
}

export type ForgotMobileField = 'mobileNum' | 'smsCode' | 'newPassword';
export function validateForgotMobile(
  input: { mobileNum?: string; smsCode?: string; newPassword?: string },
  rules?: RuleSet,
): FormResult<{ mobileNum: string; smsCode: string; newPassword: string }, ForgotMobileField> {
  const values = {
    mobileNum: trim(input.mobileNum),
    smsCode: raw(input.smsCode),
    newPassword: trim(input.newPassword),
  };
  const errors: FieldErrors<ForgotMobileField> = {};
  put(errors, 'mobileNum', validateValue(values.mobileNum, ruleFor(rules, 'mobileNum'), true));
  put(errors, 'smsCode', requiredCode(values.smsCode));
  put(errors, 'newPassword', validateValue(values.newPassword, ruleFor(rules, 'password'), true));
  return finish(values, errors);
}

/* ----------------------------------------------------------- registration */

/** Optional registration fields in display order; each shows only when its setting is enabled. */
export const OPTIONAL_REGISTRATION_FIELDS = [
  'payeeName',
  'nickname',
  'email',
  'birthday',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'idNumber',
  'address',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'captcha',
] as const;

export type RegistrationType = 'username' | 'mobile';

export interface RegistrationOptions {
  type: RegistrationType;
  smsVerification: boolean;
  /** The affiliate field is shown (AFFMAN3); when hidden the code comes from the URL. */
  affiliateFieldShown: boolean;
  /** CAPTCHA3: the captcha module is on (absent = on); when off, no captcha field whatever the settings say. */
  captchaEnabled?: boolean;
  /** Today, injected so validation stays pure; used for the age check. */
  today?: { y: number; m: number; d: number };
}

export type FieldKind = 'text' | 'password' | 'email' | 'tel' | 'date' | 'code';

export interface RegistrationField {
  name: string;
  required: boolean;
  rule: FieldRule;
  kind: FieldKind;
}

const KIND: Partial<Record<string, FieldKind>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  email: 'email',
  mobileNum: 'tel',
  birthday: 'date',
  verificationCode: 'code',
};

/** The fields a registration form shows, with their rules, from the register settings. */
export function registrationFields(
  settings: RuleSet | undefined,
  opts: RegistrationOptions,
): RegistrationField[] {
  const s = settings ?? {};
  const field = (name: string, required: boolean, fallback: FieldRule = {}): RegistrationField => ({
    name,
    required,
    rule: s[name] ?? fallback,
    kind: KIND[name] ?? 'text',
  });
  const fields: RegistrationField[] = [];
  if (opts.type === 'username') fields.push(field('username', true, DEFAULT_RULES.username));
  const mobileSetting = s.mobileNum;
  if (opts.type === 'mobile' || mobileSetting?.enabled) {
    fields.push(
      field('mobileNum', opts.type === 'mobile' || Boolean(mobileSetting?.required), DEFAULT_RULES.mobileNum),
    );
  }
  if (opts.smsVerification)
    fields.push({ ...field('verificationCode', true), rule: DEFAULT_RULES.verificationCode });
  fields.push(field('password', true, DEFAULT_RULES.password));
  fields.push({ ...field('confirmPassword', true), rule: {} });
  for (const name of OPTIONAL_REGISTRATION_FIELDS) {
    const setting = s[name];
    if (!setting?.enabled) continue;
    if (name === 'affiliateCode' && !opts.affiliateFieldShown) continue;
    if (name === 'captcha' && opts.captchaEnabled === false) continue;
    // A payment password is required whenever it is shown (spec 01 §5).
    fields.push(field(name, name === 'paymentPassword' ? true : Boolean(setting.required), setting));
  }
  return fields;
}

/** Today on the device's calendar, as the age rules count it. */
export function todayParts(now = new Date()): { y: number; m: number; d: number } {
  return { y: now.getFullYear(), m: now.getMonth() + 1, d: now.getDate() };
}

export function ageOnDate(birthday: string, today: { y: number; m: number; d: number }): number | null {
  const b = parseDate(birthday);
  if (!b) return null;
  let age = today.y - b.y;
  if (today.m < b.m || (today.m === b.m && today.d < b.d)) age -= 1;
  return age;
}

export function validateMinimumAge(
  birthday: string,
  minimumAge: number,
  today: { y: number; m: number; d: number },
): ValidationResult {
  const age = ageOnDate(birthday, today);
  if (age === null) return { key: 'rule.plain', hintKey: 'hint.dateYmd' };
  return age >= minimumAge ? null : { key: 'age', params: { age: minimumAge } };
}

export function validateRegistration(
  input: Record<string, string | undefined>,
  fields: RegistrationField[],
  opts: Pick<RegistrationOptions, 'today'>,
): FormResult<Record<string, string>> {
  const values: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const f of fields) {
    const value = f.kind === 'code' ? raw(input[f.name]) : trim(input[f.name]);
    values[f.name] = value;
    if (f.name === 'confirmPassword') {
      put(errors, f.name, confirmMatches(value, values.password ?? trim(input.password)));
    } else if (f.kind === 'code') {
      const r = requiredCode(value) ?? checkRule(value, f.rule);
      put(errors, f.name, f.required ? r : value === '' ? null : checkRule(value, f.rule));
    } else {
      let r = validateValue(value, f.rule, f.required);
      if (!r && f.kind === 'email' && value !== '' && f.rule.patternId === undefined)
        r = validateEmail(value, false);
      if (!r && f.name === 'birthday' && value !== '' && opts.today) {
        r = validateMinimumAge(value, settings.minimumAge.birthday, opts.today);
      }
      put(errors, f.name, r);
    }
  }
  return finish(values, errors);
}

export { PATTERN_IDS };
