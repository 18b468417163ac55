import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { anyValue, responds } from './envelope';
import { designed, meta } from './meta';
import { nameRoutes } from './names';
import { humanVerificationFields } from './session.contract';
import { smsCodeValue } from './verification.contract';

const c = initContract();

/** Designed keys: the wire shows no changePwd fields (§1.1); spec 01 §5 names the three values only. */
export const changePasswordBody = z.object({
  oldPassword: designed(z.string().min(1)),
  newPassword: designed(z.string().min(1)),
  confirmNewPassword: designed(z.string().min(1)),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const forgotByEmailBody = z.object({ username: z.string().min(1), email: z.string().email() });
export type ForgotByEmailBody = z.infer<typeof forgotByEmailBody>;

export const resetSmsBody = humanVerificationFields.extend({
  mobileNum: z.string().min(1),
  countryDialingCode: z.string().optional(),
});
export type ResetSmsBody = z.infer<typeof resetSmsBody>;

export const setByPhoneBody = z.object({
  mobileNum: z.string().min(1),
  countryDialingCode: z.string().optional(),
  verificationCode: z.string().min(1),
  /** Designed keys, as in the change-password body (spec 01 §5 names the values only). */
  newPassword: designed(z.string().min(1)),
  confirmNewPassword: designed(z.string().optional()),
});
export type SetByPhoneBody = z.infer<typeof setByPhoneBody>;

export const passwordContract = c.router(
  {
    change: {
      method: 'POST',
      path: '/wps/member/password',
      body: changePasswordBody,
      responses: responds(anyValue),
      summary: 'Change the password of the logged-in member',
      metadata: meta({ modId: 'PASS3', token: true, encrypted: true, source: 'A' }),
    },
    forgotByEmail: {
      method: 'POST',
      path: '/wps/member/password/email',
      contentType: 'application/x-www-form-urlencoded',
      body: forgotByEmailBody,
      responses: responds(anyValue),
      summary: 'Send a password-reset e-mail (form-encoded body)',
      metadata: meta({ modId: 'COMM3', token: false, encrypted: false, source: 'A', bodyEncoding: 'form' }),
    },
    resetSms: {
      method: 'POST',
      path: '/wps/member/password/sms',
      body: resetSmsBody,
      responses: responds(smsCodeValue),
      summary: 'Send an SMS code for password recovery by phone',
      metadata: meta({ modId: 'PWRESETSMS3', token: false, encrypted: false, source: 'B' }),
    },
    setByPhone: {
      method: 'POST',
      path: '/wps/member/password/verification',
      body: setByPhoneBody,
      responses: responds(anyValue),
      summary: 'Set a new password with the SMS code',
      metadata: meta({ modId: 'CHNGPASSVERIF3', token: false, encrypted: true, source: 'A' }),
    },
  },
  { strictStatusCodes: true },
);

nameRoutes('password', passwordContract);
