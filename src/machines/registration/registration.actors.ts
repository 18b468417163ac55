import { fromPromise } from 'xstate';
import { ApiError, errorKey, isGeetestRequired } from '@/api/errors';
import { getAuthProvider } from '@/auth';
import type { HumanVerification } from '@/auth/humanVerification';
import { registrationContract } from '@/contracts/registration.contract';
import { sessionContract } from '@/contracts/session.contract';
import type { RuleSet } from '@/validation/defaults';
import { beginSession, type AccountDeps } from '../login/login.actors';
import type { Registered, RegistrationRequest } from './registration.machine';

export interface RegistrationDeps extends AccountDeps {
  /** The site host, sent as `domain` and with the affiliate check. */
  domain: () => string;
  registerUrl: () => string;
  /**
   * GeeTest v4 with the merchant's captcha id, where the build can run it (`VITE_GEETEST_CAPTCHA_ID`:
   * its script hosts are in the CSP then). Absent: a registration that needs it says to ask customer
   * service instead of showing the backend's text.
   */
  geetest?: (captchaId: string) => Promise<HumanVerification>;
}

/**
 * A merchant that runs GeeTest on registration answers `#1066` (wire §2.3): the client asks for the
 * merchant's captcha id (`/wps/captcha/geetest?product=register`), runs the check and sends the same
 * registration again with `geetestValidateV4`, once.
 */
async function withGeetest<T>(
  deps: RegistrationDeps,
  send: (extra: { geetestValidateV4?: HumanVerification['geetestValidateV4'] }) => Promise<T>,
): Promise<T> {
  try {
    return await send({});
  } catch (error) {
    if (!isGeetestRequired(error)) throw error;
    if (!deps.geetest) throw new ApiError({ kind: 'business', messageKey: errorKey('geetestUnavailable') });
    const { gt } = await deps.api.call(sessionContract.captchaGeetest, { query: { product: 'register' } });
    let verified: HumanVerification;
    try {
      verified = await deps.geetest(gt);
    } catch {
      throw new ApiError({ kind: 'business', messageKey: errorKey('verifyFirst') });
    }
    return send(verified.geetestValidateV4 ? { geetestValidateV4: verified.geetestValidateV4 } : {});
  }
}

export function createRegistrationActors(deps: RegistrationDeps) {
  const { api } = deps;
  return {
    loadSettings: fromPromise<RuleSet>(() => api.call(registrationContract.settings, {})),
    checkAffiliate: fromPromise<void, { code: string }>(async ({ input }) => {
      await api.call(registrationContract.affiliate, { query: { code: input.code, domain: deps.domain() } });
    }),
    confirmProviderCode: fromPromise<string, { code: string }>(async ({ input }) =>
      (await getAuthProvider()).confirmPhoneCode(input.code),
    ),
    register: fromPromise<Registered, RegistrationRequest>(async ({ input }) => {
      const v = input.values;
      const common = {
        password: v.password ?? '',
        confirmPassword: v.confirmPassword ?? '',
        countryDialingCode: input.countryDialingCode,
        affiliateCode: input.affiliateCode,
        referralCode: input.referralCode,
        domain: deps.domain(),
        registerUrl: deps.registerUrl(),
        registerMethod: 'WEB' as const,
        loginDeviceId: deps.deviceId(),
        login: true,
        ...(v.verificationCode ? { verificationCode: v.verificationCode } : {}),
        ...(v.captcha ? { captcha: v.captcha } : {}),
        ...(input.firebaseIdToken ? { firebaseIdToken: input.firebaseIdToken, firebaseChannel: 'SMS' } : {}),
      };
      if (input.type === 'mobile') {
        return withGeetest(deps, (extra) =>
          api.call(registrationContract.registerMobile, {
            body: { ...common, ...extra, mobileNum: v.mobileNum ?? '' },
          }),
        );
      }
      const optional: Record<string, string> = {};
      for (const [k, val] of Object.entries(v)) {
        if (!(k in common) && k !== 'username' && val !== '') optional[k] = val;
      }
      return withGeetest(deps, (extra) =>
        api.call(registrationContract.register, {
          body: { ...optional, ...common, ...extra, username: v.username ?? '' },
        }),
      );
    }),
    startSession: fromPromise<void, Registered>(async ({ input, signal }) => {
      if (input.token) await beginSession(api, input.token, signal);
    }),
  };
}
