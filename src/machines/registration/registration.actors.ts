import { fromPromise } from 'xstate';
import { getAuthProvider } from '@/auth';
import { registrationContract } from '@/contracts/registration.contract';
import type { RuleSet } from '@/validation/defaults';
import { beginSession, type AccountDeps } from '../login/login.actors';
import type { Registered, RegistrationRequest } from './registration.machine';

export interface RegistrationDeps extends AccountDeps {
  /** The site host, sent as `domain` and with the affiliate check. */
  domain: () => string;
  registerUrl: () => string;
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
        return api.call(registrationContract.registerMobile, {
          body: { ...common, mobileNum: v.mobileNum ?? '' },
        });
      }
      const optional: Record<string, string> = {};
      for (const [k, val] of Object.entries(v)) {
        if (!(k in common) && k !== 'username' && val !== '') optional[k] = val;
      }
      return api.call(registrationContract.register, {
        body: { ...optional, ...common, username: v.username ?? '' },
      });
    }),
    startSession: fromPromise<void, Registered>(async ({ input, signal }) => {
      if (input.token) await beginSession(api, input.token, signal);
    }),
  };
}
