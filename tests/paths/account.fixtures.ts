import { ApiError } from '@/api/errors';

/** Failures the account machines meet, shaped as the API client rejects them. */
export const failures = {
  network: new ApiError({ kind: 'network' }),
  server500: new ApiError({ kind: 'http', status: 500 }),
  expired: new ApiError({ kind: 'http', status: 401, errorCode: 'login.not.session' }),
  wrongPassword: new ApiError({
    kind: 'business',
    errorCode: 'US_INCORRECT_USERNAME_PASSWORD_ERROR',
    serverMessage: 'wrong',
  }),
  wrongPasswordCaptcha: new ApiError({
    kind: 'business',
    errorCode: 'US_INCORRECT_USERNAME_PASSWORD_ERROR',
    serverMessage: 'Please Enter The Correct Captcha Code',
    value: { captcha: true },
  }),
  smsRefused: new ApiError({
    kind: 'business',
    errorCode: 'sms.too.often',
    serverMessage: 'Please wait before requesting again',
  }),
  invalidAffiliate: new ApiError({
    kind: 'business',
    errorCode: 'affiliate.not.found',
    serverMessage: 'invalid',
  }),
  providerCode: Object.assign(new Error('bad code'), { code: 'auth/invalid-verification-code' }),
  popupClosed: Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' }),
};
