import { fromPromise } from 'xstate';
import { getAuthProvider } from '@/auth';
import { toE164 } from '@/auth/authProvider';
import { passwordContract } from '@/contracts/password.contract';
import { verificationContract } from '@/contracts/verification.contract';
import type { ApiDeps } from '../shared/deps';
import type { SmsSent, SmsTarget } from './smsCountdown.machine';

export type SmsPurpose = 'login' | 'register' | 'reset';

/** What one code field's send needs: the client, what the code is for, and who sends it. */
export interface SmsCountdownDeps extends ApiDeps {
  purpose: SmsPurpose;
  /** The authentication provider sends the code (spec 01 §9), not WPS. */
  viaProvider: boolean;
  recaptchaContainer?: string;
  registerType?: 'username' | 'mobile';
}

/** The send actor for one purpose (ADR 013): WPS sends the code, or the authentication provider does. */
export function createSmsCountdownActors(deps: SmsCountdownDeps) {
  const { api, purpose } = deps;
  return {
    sendCode: fromPromise<SmsSent, SmsTarget>(async ({ input }) => {
      if (deps.viaProvider) {
        const provider = await getAuthProvider();
        await provider.sendPhoneCode(
          toE164(input.countryDialingCode ?? '', input.mobileNum),
          deps.recaptchaContainer ?? 'recaptcha',
        );
        return {};
      }
      const body = {
        mobileNum: input.mobileNum,
        ...(input.countryDialingCode ? { countryDialingCode: input.countryDialingCode } : {}),
      };
      if (purpose === 'login') return api.call(verificationContract.loginCode, { body });
      if (purpose === 'reset') return api.call(passwordContract.resetSms, { body });
      return api.call(verificationContract.registerSms, {
        body: { ...body, ...(deps.registerType ? { registerType: deps.registerType } : {}) },
      });
    }),
  };
}
