import { fromPromise } from 'xstate';
import { api } from '@/api/instance';
import { getAuthProvider } from '@/auth';
import { toE164 } from '@/auth/authProvider';
import { passwordContract } from '@/contracts/password.contract';
import { verificationContract } from '@/contracts/verification.contract';
import type { SmsSent, SmsTarget } from './smsCountdown.machine';

export type SmsPurpose = 'login' | 'register' | 'reset';

/** The send actor for one purpose: WPS sends the code, or the authentication provider does. */
export function sendCodeActor(
  purpose: SmsPurpose,
  options: { viaProvider: boolean; recaptchaContainer?: string; registerType?: 'username' | 'mobile' },
) {
  return fromPromise<SmsSent, SmsTarget>(async ({ input }) => {
    if (options.viaProvider) {
      const provider = await getAuthProvider();
      await provider.sendPhoneCode(
        toE164(input.countryDialingCode ?? '', input.mobileNum),
        options.recaptchaContainer ?? 'recaptcha',
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
      body: { ...body, ...(options.registerType ? { registerType: options.registerType } : {}) },
    });
  });
}
