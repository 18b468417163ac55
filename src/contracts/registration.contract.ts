import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { anyValue, responds } from './envelope';
import { designed, meta } from './meta';
import { nameRoutes } from './names';
import { humanVerificationFields } from './session.contract';

const c = initContract();

/** Rule for one registration field from /wps/system/setting/register. `acceptedPattern` `*` means any. */
export const registrationFieldRule = z
  .object({
    enabled: z.boolean().optional(),
    required: z.boolean().optional(),
    acceptedPattern: z.string().nullish(),
    patternId: z.union([z.number(), z.string()]).nullish(),
    minLength: z.number().nullish(),
    maxLength: z.number().nullish(),
  })
  .passthrough();
export type RegistrationFieldRule = z.infer<typeof registrationFieldRule>;

export const registrationSettings = z.record(z.string(), registrationFieldRule);
export type RegistrationSettings = z.infer<typeof registrationSettings>;

const optionalText = z.string().optional();

/** Plaintext register payload (wire protocol §1.1, §4.2); empty strings for fields the form does not show. */
export const registerBody = humanVerificationFields.extend({
  username: z.string().min(1),
  password: z.string().min(1),
  confirmPassword: z.string().min(1),
  payeeName: optionalText,
  email: optionalText,
  qqNum: optionalText,
  mobileNum: optionalText,
  countryDialingCode: optionalText,
  recommenderId: optionalText,
  captcha: optionalText,
  verificationCode: optionalText,
  affiliateCode: optionalText,
  referralCode: optionalText,
  paymentPassword: optionalText,
  line: optionalText,
  whatsapp: optionalText,
  facebook: optionalText,
  wechat: optionalText,
  idNumber: optionalText,
  nickname: optionalText,
  domain: optionalText,
  login: z.boolean().optional(),
  registerUrl: optionalText,
  registerMethod: z.literal('WEB').optional(),
  loginDeviceId: optionalText,
  merchantCode: optionalText,
  firebaseChannel: optionalText,
  firebaseIdToken: optionalText,
});
export type RegisterBody = z.infer<typeof registerBody>;

export const registerMobileBody = humanVerificationFields.extend({
  mobileNum: z.string().min(1),
  countryDialingCode: optionalText,
  password: z.string().min(1),
  confirmPassword: optionalText,
  captcha: optionalText,
  verificationCode: optionalText,
  referralCode: optionalText,
  affiliateCode: optionalText,
  domain: optionalText,
  login: z.boolean().optional(),
  registerUrl: optionalText,
  registerMethod: z.literal('WEB').optional(),
  loginDeviceId: optionalText,
  firebaseChannel: optionalText,
  firebaseIdToken: optionalText,
});
export type RegisterMobileBody = z.infer<typeof registerMobileBody>;

/** With `login: true` the register call also opens a session. */
export const registerValue = z
  .object({
    customerId: z.union([z.number(), z.string()]).optional(),
    token: z.string().optional(),
    userName: z.string().optional(),
  })
  .passthrough();
export type RegisterValue = z.infer<typeof registerValue>;

/** Designed: the wire shows the affiliate check's path only (§1.1), not its fields. */
export const affiliateQuery = z.object({
  code: designed(z.string().min(1)),
  domain: designed(z.string().optional()),
});

export const registrationContract = c.router(
  {
    register: {
      method: 'PUT',
      path: '/wps/member/register',
      body: registerBody,
      responses: responds(registerValue),
      summary: 'Register by username; with login:true answers a session token',
      metadata: meta({ modId: 'REG3', token: false, encrypted: true, source: 'A' }),
    },
    registerMobile: {
      method: 'PUT',
      path: '/wps/member/register/mobile',
      body: registerMobileBody,
      responses: responds(registerValue),
      summary: 'Register by mobile number (username becomes the number)',
      metadata: meta({ modId: 'MOBILENUMREG3', token: false, encrypted: true, source: 'A' }),
    },
    registerAuto: {
      method: 'PUT',
      path: '/wps/member/register/autoUsername',
      body: registerMobileBody,
      responses: responds(registerValue),
      summary: 'Register with a server-generated username',
      metadata: meta({ modId: 'REG3', token: false, encrypted: true, source: 'G' }),
    },
    settings: {
      method: 'GET',
      path: '/wps/system/setting/register',
      responses: responds(registrationSettings),
      summary: 'Registration field rules keyed by field name',
      metadata: meta({ modId: 'REG3', token: false, encrypted: false, source: 'A' }),
    },
    affiliate: {
      method: 'GET',
      path: '/wps/agent/affiliate',
      query: affiliateQuery,
      responses: responds(anyValue),
      summary: 'Check an affiliate (invitation) code; success means valid',
      metadata: meta({ modId: 'AFFMAN3', token: false, encrypted: false, source: 'A' }),
    },
    checkUsername: {
      method: 'GET',
      path: '/wps/check/username',
      query: z.object({ username: z.string().min(1) }),
      responses: responds(anyValue),
      summary: 'Username availability; success:false means taken',
      metadata: meta({ modId: null, token: false, encrypted: false, source: 'G' }),
    },
  },
  { strictStatusCodes: true },
);

nameRoutes('registration', registrationContract);
