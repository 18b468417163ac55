import { GEETEST_CAPTCHA_ID } from '../profiles';
import { exclusionRefusal } from '../lib/responsible-gambling';
import { contract } from '@/contracts';
import { db } from '../db';
import { fail, implement, ok } from '../lib/handler';
import { RSA_MODULUS_HEX } from '../lib/keys';
import { now } from '../lib/clock';
import { captchaPng } from '../lib/png';
import { runtimeRng } from '../lib/random';
import { mockState } from '../lib/state';
import { walletFactory } from '../factories/accounts.factories';
import {
  checkHumanVerification,
  checkSmsCode,
  clearFailures,
  consumeCaptcha,
  createSession,
  failureCount,
  findMemberByAccount,
  findMemberByMobile,
  firebaseMobile,
  nextMemberId,
  normaliseMobile,
  recordFailure,
  smsFailure,
} from '../lib/accounts';

const WRONG_CREDENTIALS = ['US_INCORRECT_USERNAME_PASSWORD_ERROR', 'account or password incorrect'] as const;
const CAPTCHA_WRONG = ['US_CAPTCHA_ERROR', 'Please Enter The Correct Captcha Code'] as const;

export const sessionHandlers = [
  implement(contract.session.login, ({ body, scenario, request }) => {
    const deviceId = body.loginDeviceId;

    if (body.type === 'username') {
      const hv = checkHumanVerification(body);
      if (hv === 'invalid' || (hv === 'missing' && scenario.humanVerificationRequired)) {
        return fail('login_verify_required', 'Please complete the security verification');
      }
      // CAPTCHA3 is the captcha module itself: while it is off, no login asks for one.
      const required =
        scenario.whitelabel.CAPTCHA3 &&
        failureCount(body.username, deviceId) >= scenario.captchaAfterFailures;
      if (required && !consumeCaptcha(request, body.captcha)) {
        recordFailure(body.username, deviceId);
        return fail(...CAPTCHA_WRONG, 200, { captcha: true });
      }
    }

    let member = null;
    if (body.type === 'username') {
      // A member may also log in with the mobile number as username (after a reset by phone, spec 01 §4).
      const candidate =
        findMemberByAccount(body.username) ??
        findMemberByMobile(normaliseMobile(body.username, body.countryDialingCode));
      if (candidate && !candidate.guest && candidate.password === body.password) member = candidate;
    } else if (body.type === 'sms') {
      const mobile = normaliseMobile(body.username, body.countryDialingCode);
      const candidate = findMemberByMobile(mobile);
      if (!candidate) return fail('USER_NOT_EXIST', 'This mobile number is not registered');
      const check = checkSmsCode('login', mobile, body.password);
      if (check !== 'ok') return fail(smsFailure[check].errorCode, smsFailure[check].message);
      member = candidate;
    } else {
      const mobile = firebaseMobile(body.firebaseIdToken ?? body.password);
      if (!mobile) return fail('FIREBASE_TOKEN_INVALID', 'Phone verification failed');
      member =
        findMemberByMobile(mobile) ?? findMemberByMobile(normaliseMobile(mobile, body.countryDialingCode));
      if (!member) return fail('USER_NOT_EXIST', 'This mobile number is not registered');
    }

    if (!member) {
      const count = recordFailure(body.username, deviceId);
      const captcha = scenario.whitelabel.CAPTCHA3 && count >= scenario.captchaAfterFailures;
      return fail(...WRONG_CREDENTIALS, 200, captcha ? { captcha: true } : undefined);
    }
    if (member.locked)
      return fail('US_FORBIDDEN_LOGIN_ERROR', 'This account is locked, please contact customer service');
    // A time-out or self-exclusion refuses the login with its end date (ADR 043).
    const excluded = exclusionRefusal(member);
    if (excluded) return excluded;

    clearFailures(body.username, deviceId);
    const token = createSession(member.id, deviceId ?? null);
    const firstTimeLogin = member.firstTimeLogin;
    if (firstTimeLogin)
      db.member.update({ where: { id: { equals: member.id } }, data: { firstTimeLogin: false } });
    return ok({
      token,
      id: member.id,
      userName: member.account,
      customerType: member.type,
      firstTimeLogin,
      passwordExpired: member.passwordExpired,
    });
  }),

  implement(contract.session.logout, ({ token }) => {
    db.session.delete({ where: { token: { equals: token } } });
    return ok(null);
  }),

  implement(contract.session.rsaKey, () => ({ status: 200, body: RSA_MODULUS_HEX })),

  implement(contract.session.freePlay, ({ scenario }) => {
    if (!scenario.whitelabel.FREEPLAY3)
      return fail('function.not.available', 'The feature is under maintenance', 400);
    const id = nextMemberId();
    const account = `guest${runtimeRng().digits(6)}`;
    db.member.create({
      id,
      account,
      password: runtimeRng().uuid(),
      nickname: 'Guest',
      type: 0,
      mobile: null,
      countryDialingCode: '+60',
      email: null,
      payeeName: null,
      regDate: now(),
      clubLabelName: 'VIP0',
      rankLevel: 0,
      memberLabels: ['Free play'],
      memberLabelColor: '#ABABAB',
      toUpline: false,
      passwordExpired: false,
      firstTimeLogin: true,
      locked: false,
      guest: true,
      language: 'MY',
      avatar: '0',
      referralCode: '',
      affiliateCode: null,
      parentId: null,
      monthlyTurnover: '0',
      totalTurnover: '0',
      paymentPassword: null,
    });
    db.wallet.create(walletFactory(runtimeRng(), { memberId: id, mainBalance: '2000', gameBalance: '0' }));
    const token = createSession(id);
    return ok({
      token,
      id,
      userName: account,
      customerType: 0,
      firstTimeLogin: true,
      passwordExpired: false,
    });
  }),

  implement(contract.session.captcha, () => {
    const answer = runtimeRng().digits(4);
    const id = runtimeRng().uuid();
    db.captcha.create({ id, answer, used: false, createdAt: now() });
    mockState.setLastCaptchaAnswer(answer);
    return {
      ...ok(captchaPng(answer, runtimeRng().next)),
      headers: { 'Set-Cookie': `captchaId=${id}; Path=/; SameSite=Lax` },
    };
  }),

  implement(contract.session.captchaGeetest, () => ok({ gt: GEETEST_CAPTCHA_ID })),
];
