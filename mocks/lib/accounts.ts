import { db } from '../db';
import type { Scenario } from '../scenarios';
import { now } from './clock';
import { fail, type MemberRecord } from './handler';
import { runtimeRng } from './random';
import { mockState } from './state';

/** Account rules shared by the session, verification, registration and password handlers. */

export type SmsPurpose = 'login' | 'register' | 'password';

/**
 * Mobile numbers are stored with their dialing code and no `+` (`60123456789`). Clients send
 * `123456789`, `0123456789` or the full number, with or without `countryDialingCode`.
 */
export function normaliseMobile(mobileNum: string, countryDialingCode?: string | null): string {
  const digits = mobileNum.replace(/\D/g, '');
  const code = (countryDialingCode ?? '').replace(/\D/g, '');
  if (!code) return digits;
  if (digits.startsWith(code) && digits.length > code.length + 6) return digits;
  return code + digits.replace(/^0+/, '');
}

export function findMemberByAccount(account: string): MemberRecord | null {
  const lower = account.trim().toLowerCase();
  return db.member.getAll().find((m) => m.account.toLowerCase() === lower) ?? null;
}

export function findMemberByMobile(mobile: string): MemberRecord | null {
  return db.member.findFirst({ where: { mobile: { equals: mobile } } });
}

export function createSession(memberId: number, deviceId: string | null = null): string {
  const token = runtimeRng().uuid().replace(/-/g, '');
  db.session.create({ token, memberId, deviceId, createdAt: now() });
  return token;
}

export function nextMemberId(): number {
  return db.member.getAll().reduce((max, m) => Math.max(max, m.id), 300000) + 1;
}

export function issueSmsCode(
  purpose: SmsPurpose,
  mobile: string,
  scenario: Scenario,
): { code: string; expiredMinutes: number } {
  db.smsCode.updateMany({
    where: { purpose: { equals: purpose }, mobile: { equals: mobile } },
    data: { used: true },
  });
  const code = runtimeRng().digits(6);
  const expiredMinutes = scenario.smsExpiredMinutes;
  db.smsCode.create({
    id: runtimeRng().uuid(),
    purpose,
    mobile,
    code,
    expiresAt: now() + expiredMinutes * 60_000,
    used: false,
  });
  mockState.setLastSmsCode(code);
  return { code, expiredMinutes };
}

export type SmsCheck = 'ok' | 'expired' | 'invalid';

/** Checks and consumes an SMS code; a code works once and only before it expires. */
export function checkSmsCode(purpose: SmsPurpose, mobile: string, code: string | undefined): SmsCheck {
  if (!code) return 'invalid';
  const record = db.smsCode.findFirst({
    where: {
      purpose: { equals: purpose },
      mobile: { equals: mobile },
      code: { equals: code.trim() },
      used: { equals: false },
    },
  });
  if (!record) return 'invalid';
  if (record.expiresAt < now()) return 'expired';
  db.smsCode.update({ where: { id: { equals: record.id } }, data: { used: true } });
  return 'ok';
}

export const smsFailure = {
  invalid: { errorCode: 'SMS_CODE_INVALID', message: 'Verification code is incorrect' },
  expired: { errorCode: 'SMS_CODE_EXPIRED', message: 'Verification code has expired, please send again' },
} as const;

/**
 * The mobile number an authentication-provider id token proves: the fake provider's
 * `fake-firebase:<mobile>`, or an ID token of the Firebase Auth emulator (ADR 047), which is an
 * unsigned JWT (`alg: none`) carrying `phone_number`. A signed token (real Firebase) is never read:
 * the mock checks no signatures, so it accepts only tokens nobody could mistake for real ones.
 */
export function firebaseMobile(idToken: string | undefined | null): string | null {
  if (!idToken) return null;
  if (idToken.startsWith('fake-firebase:'))
    return idToken.slice('fake-firebase:'.length).replace(/\D/g, '') || null;
  return emulatorPhone(idToken);
}

function emulatorPhone(idToken: string): string | null {
  const [header, payload] = idToken.split('.');
  if (!header || !payload) return null;
  try {
    const decode = (part: string): unknown => JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    const head = decode(header);
    const claims = decode(payload);
    if (typeof head !== 'object' || head === null || !('alg' in head) || head.alg !== 'none') return null;
    if (typeof claims !== 'object' || claims === null || !('phone_number' in claims)) return null;
    return typeof claims.phone_number === 'string' ? claims.phone_number.replace(/\D/g, '') || null : null;
  } catch {
    return null;
  }
}

export interface HumanVerificationInput {
  verificationToken?: string | undefined;
  geetestValidateV4?:
    | { captcha_id: string; lot_number: string; pass_token: string; gen_time: string; captcha_output: string }
    | undefined;
}

/**
 * 'ok' when a valid token (single use) or a GeeTest result was sent, 'missing' when nothing was
 * sent, 'invalid' when the token is unknown or spent.
 */
export function checkHumanVerification(input: HumanVerificationInput): 'ok' | 'missing' | 'invalid' {
  if (input.geetestValidateV4?.pass_token) return 'ok';
  if (!input.verificationToken) return 'missing';
  const record = db.verificationToken.findFirst({
    where: { token: { equals: input.verificationToken }, used: { equals: false } },
  });
  if (!record) return 'invalid';
  db.verificationToken.update({ where: { token: { equals: record.token } }, data: { used: true } });
  return 'ok';
}

// Failed-login counting, per username and per device: the captcha appears when either reaches
// the scenario's threshold.
function failureKeys(username: string, deviceId: string | undefined): string[] {
  const keys = [`u:${username.trim().toLowerCase()}`];
  if (deviceId) keys.push(`d:${deviceId}`);
  return keys;
}

export function failureCount(username: string, deviceId: string | undefined): number {
  return Math.max(
    0,
    ...failureKeys(username, deviceId).map(
      (key) => db.loginFailure.findFirst({ where: { key: { equals: key } } })?.count ?? 0,
    ),
  );
}

export function recordFailure(username: string, deviceId: string | undefined): number {
  for (const key of failureKeys(username, deviceId)) {
    const row = db.loginFailure.findFirst({ where: { key: { equals: key } } });
    if (row) db.loginFailure.update({ where: { key: { equals: key } }, data: { count: row.count + 1 } });
    else db.loginFailure.create({ key, count: 1 });
  }
  return failureCount(username, deviceId);
}

export function clearFailures(username: string, deviceId: string | undefined): void {
  for (const key of failureKeys(username, deviceId))
    db.loginFailure.delete({ where: { key: { equals: key } } });
}

function cookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/**
 * Checks the captcha answer against the image tied to the `captchaId` cookie (or, when cookies
 * do not travel, the newest unused image). Every image works once, right or wrong.
 */
export function consumeCaptcha(request: Request, answer: string | undefined): boolean {
  const id = cookie(request, 'captchaId');
  const record = id
    ? db.captcha.findFirst({ where: { id: { equals: id }, used: { equals: false } } })
    : (db.captcha.findMany({ where: { used: { equals: false } }, orderBy: { createdAt: 'desc' } }).at(0) ??
      null);
  if (!record) return false;
  db.captcha.update({ where: { id: { equals: record.id } }, data: { used: true } });
  return !!answer && answer.trim() === record.answer;
}

/** `0133671****`-style masking of a stored mobile number. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return mobile.length <= 4 ? mobile : `${mobile.slice(0, -4)}****`;
}

export function isAgentType(type: number): boolean {
  return [1, 2, 41, 42].includes(type);
}

/**
 * The payment (withdrawal) password check every money movement that asks for it shares (withdraw,
 * transfer to upline, transfer to a downline): the same codes and messages, so the app shows one
 * refusal wherever the password was wrong. Null when the password is right.
 */
export function paymentPasswordRefusal(member: MemberRecord, given: string | undefined) {
  if (member.paymentPassword === null)
    return fail('PAYMENT_PASSWORD_NOT_SET', 'Please set a withdrawal password first');
  if (given !== member.paymentPassword)
    return fail('PAYMENT_PASSWORD_INCORRECT', 'The withdrawal password is incorrect');
  return null;
}
