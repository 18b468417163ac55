import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { responds } from './envelope';
import { designed, meta } from './meta';
import { nameRoutes } from './names';

const c = initContract();

/** GeeTest v4 / built-in human verification result merged into login and SMS payloads. */
export const humanVerificationFields = z.object({
  /** Designed: token from the built-in slider check (verification.sliderVerify), an alternative to GeeTest. */
  verificationToken: designed(z.string().optional()),
  geetestValidateV4: z
    .object({
      captcha_id: z.string(),
      lot_number: z.string(),
      pass_token: z.string(),
      gen_time: z.string(),
      captcha_output: z.string(),
    })
    .optional(),
});

export const loginType = z.enum(['username', 'sms', 'firebase']);

export const loginBody = humanVerificationFields.extend({
  username: z.string(),
  /** For sms logins this carries the SMS code (wire protocol §1.1). */
  password: z.string(),
  type: loginType,
  captcha: z.string().optional(),
  isSms: z.boolean().optional(),
  isOfficialAppLogin: z.boolean().optional(),
  loginDeviceId: z.string().optional(),
  /** Designed: the wire's login shows no dialing code or provider token (§1.1, spec 01 §3). */
  countryDialingCode: designed(z.string().optional()),
  firebaseIdToken: designed(z.string().optional()),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginValue = z
  .object({
    token: z.string(),
    id: z.union([z.number(), z.string()]).optional(),
    userName: z.string().optional(),
    customerType: z.union([z.number(), z.string()]).optional(),
    firstTimeLogin: z.boolean().optional(),
    passwordExpired: z.boolean().optional(),
  })
  .passthrough();
export type LoginValue = z.infer<typeof loginValue>;

/** On a failed login `value.captcha` (truthy) tells the UI to show the image captcha. */
export const loginFailureValue = z.object({ captcha: z.boolean().optional() }).passthrough();

export const geetestValue = z.object({ gt: z.string() }).passthrough();
export type GeetestValue = z.infer<typeof geetestValue>;

export const sessionContract = c.router(
  {
    login: {
      method: 'POST',
      path: '/wps/session/login',
      body: loginBody,
      responses: responds(loginValue),
      summary: 'Log in by username, SMS code or provider token',
      metadata: meta({ modId: 'COMM3', token: false, encrypted: true, source: 'A' }),
    },
    logout: {
      method: 'DELETE',
      path: '/wps/session/logout',
      body: c.noBody(),
      responses: responds(z.unknown()),
      summary: 'End the session',
      metadata: meta({ modId: 'COMM3', token: true, encrypted: false, source: 'A' }),
    },
    rsaKey: {
      method: 'GET',
      path: '/wps/session/key/rsa',
      query: z.object({ t: z.coerce.number().optional() }),
      responses: { 200: z.string() },
      summary: 'RSA modulus (hex text) for body encryption',
      metadata: meta({ modId: null, token: false, encrypted: false, source: 'A', plainText: true }),
    },
    freePlay: {
      method: 'POST',
      path: '/wps/session/login/freeplay',
      body: c.noBody(),
      responses: responds(loginValue),
      summary: 'Free-play (guest) login; os/platform/Encryption sent as headers',
      metadata: meta({
        modId: 'FREEPLAY3',
        token: false,
        encrypted: false,
        source: 'A',
        encryptionHeaderOnly: true,
      }),
    },
    captcha: {
      method: 'GET',
      path: '/wps/captcha',
      query: z.object({ t: z.coerce.number().optional() }),
      responses: responds(z.string()),
      summary: 'Image captcha as base64 PNG, single use, tied to the captchaId cookie',
      metadata: meta({ modId: 'CAPTCHA3', token: false, encrypted: false, source: 'A' }),
    },
    captchaGeetest: {
      method: 'GET',
      path: '/wps/captcha/geetest',
      query: z.object({ product: z.enum(['register', 'login']).optional() }),
      responses: responds(geetestValue),
      summary: 'GeeTest v4 captcha id (value.gt) for merchants that use GeeTest',
      metadata: meta({ modId: 'GEETEST3', token: false, encrypted: false, source: 'A' }),
    },
  },
  { strictStatusCodes: true },
);

nameRoutes('session', sessionContract);
