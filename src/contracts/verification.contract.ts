import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { responds } from './envelope';
import { designed, meta } from './meta';
import { nameRoutes } from './names';
import { humanVerificationFields } from './session.contract';

const c = initContract();

/** Every SMS send answers how long the code stays valid; the UI counts down from it. */
export const smsCodeValue = z.object({ expiredMinutes: z.number().optional() }).passthrough();
export type SmsCodeValue = z.infer<typeof smsCodeValue>;

export const smsLoginCodeBody = humanVerificationFields.extend({
  mobileNum: z.string().min(1),
  countryDialingCode: z.string().optional(),
});
export type SmsLoginCodeBody = z.infer<typeof smsLoginCodeBody>;

/** One path serves username registration (REGMOBVERF3) and mobile registration (MOBILENUMREG3). */
export const smsRegisterBody = humanVerificationFields.extend({
  mobileNum: z.string().min(1),
  countryDialingCode: z.string().optional(),
  /** Designed: which registration form asked for the code (the wire shows no fields, §1.1). */
  registerType: designed(z.enum(['username', 'mobile']).optional()),
  username: designed(z.string().optional()),
});
export type SmsRegisterBody = z.infer<typeof smsRegisterBody>;

/** Designed built-in slider puzzle (no public WPS source): the user drags a piece to `x`. */
export const sliderChallengeValue = z
  .object({
    challengeId: z.string(),
    /** Background with the gap, as a data URL or inline SVG. */
    image: z.string(),
    /** Vertical offset of the piece in image pixels. */
    pieceY: z.number(),
    /** Image width in pixels; the submitted `x` is in the same units. */
    width: z.number(),
    /** Image height in pixels (places the piece vertically on a scaled picture). */
    height: z.number().optional(),
    /** Side of the square piece in image pixels; the slider's travel is `width - pieceSize`. */
    pieceSize: z.number().optional(),
  })
  .passthrough();
export type SliderChallengeValue = z.infer<typeof sliderChallengeValue>;

export const sliderVerifyBody = z.object({ challengeId: z.string(), x: z.number() });
export type SliderVerifyBody = z.infer<typeof sliderVerifyBody>;

export const sliderVerifyValue = z.object({ verificationToken: z.string() }).passthrough();
export type SliderVerifyValue = z.infer<typeof sliderVerifyValue>;

/**
 * Designed text alternative to the picture puzzle (WCAG 1.1.1: a player who cannot see the picture is
 * not locked out). `question` is a short arithmetic expression in digits ("7 + 5"), readable by a screen
 * reader in every language; the UI words the question around it. The answer earns the same single-use
 * verificationToken as the slider.
 */
export const textChallengeValue = z.object({ challengeId: z.string(), question: z.string() }).passthrough();
export type TextChallengeValue = z.infer<typeof textChallengeValue>;

export const textVerifyBody = z.object({ challengeId: z.string(), answer: z.string() });
export type TextVerifyBody = z.infer<typeof textVerifyBody>;

export const verificationContract = c.router(
  {
    loginCode: {
      method: 'POST',
      path: '/wps/verification/sms/noLogin',
      body: smsLoginCodeBody,
      responses: responds(smsCodeValue),
      summary: 'Send an SMS code for SMS-code login; value.expiredMinutes',
      metadata: meta({ modId: 'VERIFICATION3', token: false, encrypted: false, source: 'A' }),
    },
    registerSms: {
      method: 'POST',
      path: '/wps/verification/sms/register',
      body: smsRegisterBody,
      responses: responds(smsCodeValue),
      summary: 'Send an SMS code for registration (username or mobile form)',
      metadata: meta({ modId: 'REGMOBVERF3', token: false, encrypted: false, source: 'A' }),
    },
    sliderChallenge: {
      method: 'GET',
      path: '/wps/verification/slider',
      query: z.object({ t: z.coerce.number().optional() }),
      responses: responds(sliderChallengeValue),
      summary: 'Designed: new slider-puzzle challenge for human verification',
      metadata: meta({ modId: null, token: false, encrypted: false, source: 'designed' }),
    },
    sliderVerify: {
      method: 'POST',
      path: '/wps/verification/slider',
      body: sliderVerifyBody,
      responses: responds(sliderVerifyValue),
      summary: 'Designed: check the slider position; answers a single-use verificationToken',
      metadata: meta({ modId: null, token: false, encrypted: false, source: 'designed' }),
    },
    textChallenge: {
      method: 'GET',
      path: '/wps/verification/text',
      query: z.object({ t: z.coerce.number().optional() }),
      responses: responds(textChallengeValue),
      summary: 'Designed: a text question, the accessible alternative to the slider puzzle',
      metadata: meta({ modId: null, token: false, encrypted: false, source: 'designed' }),
    },
    textVerify: {
      method: 'POST',
      path: '/wps/verification/text',
      body: textVerifyBody,
      responses: responds(sliderVerifyValue),
      summary: 'Designed: check the text answer; answers the same single-use verificationToken as the slider',
      metadata: meta({ modId: null, token: false, encrypted: false, source: 'designed' }),
    },
  },
  { strictStatusCodes: true },
);

nameRoutes('verification', verificationContract);
