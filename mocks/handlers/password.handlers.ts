import { contract } from '@/contracts';
import { db } from '../db';
import { fail, implement, ok } from '../lib/handler';
import { registerSettings } from '../seed/reference';
import type { Scenario } from '../scenarios';
import {
  checkHumanVerification,
  checkSmsCode,
  findMemberByAccount,
  findMemberByMobile,
  issueSmsCode,
  normaliseMobile,
  smsFailure,
} from '../lib/accounts';

function newPasswordProblem(scenario: Scenario, password: string, confirm: string | undefined) {
  if (confirm !== undefined && confirm !== password)
    return fail('PASSWORD_NOT_MATCH', 'The two passwords do not match');
  if (password === '123456') return fail('PROHIBIT_PASSWORD_123456', 'This password is too weak');
  const rule = registerSettings(scenario.registerSettings).password;
  if (rule && (password.length < rule.minLength || password.length > rule.maxLength)) {
    return fail(
      'PASSWORD_FORMAT_ERROR',
      `Password must be ${rule.minLength}-${rule.maxLength} letters or digits`,
    );
  }
  return null;
}

export const passwordHandlers = [
  implement(contract.password.change, ({ body, member, scenario }) => {
    if (member.password !== body.oldPassword)
      return fail('US_OLD_PASSWORD_ERROR', 'Old password is incorrect');
    if (body.oldPassword === body.newPassword)
      return fail('PASSWORD_SAME_AS_OLD', 'The new password must differ from the old one');
    const problem = newPasswordProblem(scenario, body.newPassword, body.confirmNewPassword);
    if (problem) return problem;
    db.member.update({
      where: { id: { equals: member.id } },
      data: { password: body.newPassword, passwordExpired: false },
    });
    return ok(null);
  }),

  implement(contract.password.forgotByEmail, ({ body }) => {
    const member = findMemberByAccount(body.username);
    if (!member || (member.email ?? '').toLowerCase() !== body.email.toLowerCase()) {
      return fail('USER_NOT_EXIST', 'The username and e-mail do not match');
    }
    return ok(null);
  }),

  implement(contract.password.resetSms, ({ body, scenario }) => {
    if (!scenario.whitelabel.MOBILENUMPASSREG3)
      return fail('function.not.available', 'The feature is under maintenance', 400);
    const hv = checkHumanVerification(body);
    if (hv === 'invalid' || (hv === 'missing' && scenario.humanVerificationRequired)) {
      return fail('login_verify_required', 'Please complete the security verification');
    }
    const mobile = normaliseMobile(body.mobileNum, body.countryDialingCode);
    if (!findMemberByMobile(mobile)) return fail('USER_NOT_EXIST', 'This mobile number is not registered');
    const { expiredMinutes } = issueSmsCode('password', mobile, scenario);
    return ok({ expiredMinutes });
  }),

  implement(contract.password.setByPhone, ({ body, scenario }) => {
    const mobile = normaliseMobile(body.mobileNum, body.countryDialingCode);
    const member = findMemberByMobile(mobile);
    if (!member) return fail('USER_NOT_EXIST', 'This mobile number is not registered');
    const check = checkSmsCode('password', mobile, body.verificationCode);
    if (check !== 'ok') return fail(smsFailure[check].errorCode, smsFailure[check].message);
    const problem = newPasswordProblem(scenario, body.newPassword, body.confirmNewPassword);
    if (problem) return problem;
    db.member.update({
      where: { id: { equals: member.id } },
      data: { password: body.newPassword, passwordExpired: false },
    });
    return ok(null);
  }),
];
