import { contract } from '@/contracts';
import type { RegisterBody } from '@/contracts/registration.contract';
import { db } from '../db';
import { fail, implement, ok } from '../lib/handler';
import { now } from '../lib/clock';
import { runtimeRng } from '../lib/random';
import { memberFactory, walletFactory } from '../factories/accounts.factories';
import { registerSettings } from '../seed/reference';
import { GEETEST_CAPTCHA_ID, isPlainWps } from '../profiles';
import type { Scenario } from '../scenarios';
import {
  checkHumanVerification,
  checkSmsCode,
  consumeCaptcha,
  createSession,
  findMemberByAccount,
  findMemberByMobile,
  firebaseMobile,
  nextMemberId,
  normaliseMobile,
  smsFailure,
} from '../lib/accounts';

type Failure = ReturnType<typeof fail<200 | 400>>;
type NewMember = Pick<
  RegisterBody,
  | 'username'
  | 'password'
  | 'affiliateCode'
  | 'referralCode'
  | 'email'
  | 'payeeName'
  | 'nickname'
  | 'login'
  | 'loginDeviceId'
> & {
  mobile: string | null;
};

function findAffiliate(code: string | undefined) {
  if (!code) return null;
  return db.affiliate.findFirst({ where: { code: { equals: code.trim().toUpperCase() } } });
}

/** Checks shared by both registration forms; null when everything is fine. */
function commonChecks(
  request: Request,
  scenario: Scenario,
  body: Pick<
    RegisterBody,
    | 'password'
    | 'affiliateCode'
    | 'verificationCode'
    | 'firebaseIdToken'
    | 'captcha'
    | 'verificationToken'
    | 'geetestValidateV4'
  > & { confirmPassword?: string | undefined },
  mobile: string | null,
): Failure | null {
  const hv = checkHumanVerification(body);
  if (hv === 'invalid') return fail('login_verify_required', 'Please complete the security verification');
  // A plain WPS merchant that runs GeeTest v4 (wire §2.3): `#1066` until the result of its own id comes.
  if (isPlainWps() && body.geetestValidateV4?.captcha_id !== GEETEST_CAPTCHA_ID) {
    return fail('#1066 geetest_validate_required', 'Please complete the security verification');
  }
  if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
    return fail('PASSWORD_NOT_MATCH', 'The two passwords do not match');
  }
  const rules = registerSettings(scenario.registerSettings);
  const pw = rules.password;
  if (pw && (body.password.length < pw.minLength || body.password.length > pw.maxLength)) {
    return fail(
      'PASSWORD_FORMAT_ERROR',
      `Password must be ${pw.minLength}-${pw.maxLength} letters or digits`,
    );
  }
  if (body.password === '123456') return fail('PROHIBIT_PASSWORD_123456', 'This password is too weak');
  if (mobile && findMemberByMobile(mobile)) {
    return fail('customer_mobile_no_duplicated', 'This mobile number is already registered', 400);
  }
  if (body.affiliateCode && !findAffiliate(body.affiliateCode)) {
    return fail('AFFILIATE_CODE_INVALID', 'Invitation code error');
  }
  if (body.captcha && !consumeCaptcha(request, body.captcha)) {
    return fail('US_CAPTCHA_ERROR', 'Please Enter The Correct Captcha Code', 200, { captcha: true });
  }
  if (scenario.whitelabel.REGMOBVERF3 && mobile) {
    const viaProvider = firebaseMobile(body.firebaseIdToken);
    if (viaProvider) {
      if (viaProvider !== mobile && !mobile.endsWith(viaProvider))
        return fail('FIREBASE_TOKEN_INVALID', 'Phone verification failed');
    } else {
      const check = checkSmsCode('register', mobile, body.verificationCode);
      if (check !== 'ok') return fail(smsFailure[check].errorCode, smsFailure[check].message);
    }
  }
  return null;
}

function createMember(input: NewMember) {
  const id = nextMemberId();
  const affiliate = findAffiliate(input.affiliateCode);
  const rng = runtimeRng();
  const member = db.member.create(
    memberFactory(rng, {
      id,
      account: input.username,
      password: input.password,
      nickname: input.nickname || input.username,
      mobile: input.mobile,
      email: input.email || null,
      payeeName: input.payeeName || null,
      regDate: now(),
      rankLevel: 0,
      clubLabelName: 'VIP0',
      firstTimeLogin: true,
      affiliateCode: affiliate?.code ?? null,
      parentId: affiliate?.agentId ?? null,
      monthlyTurnover: '0',
      totalTurnover: '0',
    }),
  );
  db.wallet.create(walletFactory(rng, { memberId: id, mainBalance: '0', gameBalance: '0' }));
  const value: { customerId: number; token?: string; userName?: string } = { customerId: id };
  if (input.login) {
    value.token = createSession(member.id, input.loginDeviceId ?? null);
    value.userName = member.account;
  }
  return value;
}

export const registrationHandlers = [
  implement(contract.registration.register, ({ body, scenario, request }) => {
    // The username form's call is module REG3 (wire §1.1): a merchant with it off refuses it (#543).
    if (!scenario.whitelabel.REG3) {
      return fail('function.not.available', 'The feature is under maintenance', 400);
    }
    const rule = registerSettings(scenario.registerSettings).username;
    const username = body.username.trim();
    if (
      rule &&
      (username.length < rule.minLength ||
        username.length > rule.maxLength ||
        !/^[a-zA-Z][a-zA-Z0-9]*$/.test(username))
    ) {
      return fail(
        'USERNAME_FORMAT_ERROR',
        `Username must be ${rule.minLength}-${rule.maxLength} letters or digits, starting with a letter`,
      );
    }
    if (findMemberByAccount(username))
      return fail('US_CUSTOMER_EXIST_ERROR', 'This username is already used by another user');
    const mobile = body.mobileNum ? normaliseMobile(body.mobileNum, body.countryDialingCode) : null;
    const refused = commonChecks(request, scenario, body, mobile);
    if (refused) return refused;
    return ok(createMember({ ...body, username, mobile }));
  }),

  implement(contract.registration.registerMobile, ({ body, scenario, request }) => {
    if (!scenario.whitelabel.MOBILENUMREG3)
      return fail('function.not.available', 'The feature is under maintenance', 400);
    const mobile = normaliseMobile(body.mobileNum, body.countryDialingCode);
    if (findMemberByAccount(mobile))
      return fail('US_CUSTOMER_EXIST_ERROR', 'This username is already used by another user');
    const refused = commonChecks(request, scenario, body, mobile);
    if (refused) return refused;
    return ok(createMember({ ...body, username: mobile, mobile }));
  }),

  implement(contract.registration.registerAuto, ({ body, scenario, request }) => {
    const mobile = normaliseMobile(body.mobileNum, body.countryDialingCode);
    const refused = commonChecks(request, scenario, body, mobile);
    if (refused) return refused;
    let username = `u${runtimeRng().digits(8)}`;
    while (findMemberByAccount(username)) username = `u${runtimeRng().digits(8)}`;
    return ok(createMember({ ...body, username, mobile }));
  }),

  implement(contract.registration.settings, ({ scenario }) =>
    ok(registerSettings(scenario.registerSettings)),
  ),

  implement(contract.registration.affiliate, ({ query }) => {
    const affiliate = findAffiliate(query.code);
    if (!affiliate) return fail('AFFILIATE_CODE_INVALID', 'Invitation code error');
    return ok({ affiliateCode: affiliate.code, agentId: affiliate.agentId });
  }),

  implement(contract.registration.checkUsername, ({ query }) => {
    if (findMemberByAccount(query.username))
      return fail('US_CUSTOMER_EXIST_ERROR', 'This username is already used by another user');
    return ok(true);
  }),
];
