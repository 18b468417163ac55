import { describe, expect, it, vi } from 'vitest';
import { createFakeAuthProvider, FAKE_PROVIDER_CODE } from '@/auth/fakeAuthProvider';
import { toE164 } from '@/auth/authProvider';
import {
  createGeetestVerifier,
  VerificationCancelled,
  type Geetest4Captcha,
  type InitGeetest4,
} from '@/auth/humanVerification';
import {
  decideProtectedAction,
  canOpenAgentCentre,
  canOpenMemberCentre,
  isHeaderAgent,
} from '@/machines/protectedAction/protectedAction';
import { toFailure } from '@/machines/shared/failure';
import { recall, remember } from '@/ui/screens/account/rememberMe';

describe('protected-action gate and agent flags (spec 01 §5, §6)', () => {
  it('asks for a login without a token and a real account for trial accounts', () => {
    expect(decideProtectedAction({ isLoggedIn: false, isAgent: null })).toBe('login');
    expect(decideProtectedAction({ isLoggedIn: true, isAgent: 4 })).toBe('needRealAccount');
    expect(decideProtectedAction({ isLoggedIn: true, isAgent: 0 })).toBe('allow');
    expect(decideProtectedAction({ isLoggedIn: true, isAgent: 41 })).toBe('allow');
  });
  it('flags agents as the spec gives them', () => {
    expect([1, 2, 4, 41, 42].every(isHeaderAgent)).toBe(true);
    expect(isHeaderAgent(0)).toBe(false);
    expect(canOpenAgentCentre({ token: 't', isAgent: 4 })).toBe(false);
    expect(canOpenAgentCentre({ token: 't', isAgent: 42 })).toBe(true);
    expect(canOpenMemberCentre({ token: 't', isAgent: 4 })).toBe(false);
    expect(canOpenMemberCentre({ token: 't', isAgent: 1 })).toBe(true);
    expect(canOpenMemberCentre({ token: null, isAgent: 1 })).toBe(false);
  });
});

describe('fake authentication provider: every phone-authentication error of spec 01 §8', () => {
  const cases: [string, string][] = [
    ['', 'errors:missingPhone'],
    ['+60 0000000', 'errors:invalidPhone'],
    ['+60 1111111', 'errors:tooManyRequests'],
    ['+60 2222222', 'errors:captchaCheckFailed'],
    ['+60 3333333', 'errors:quotaExceeded'],
    ['+60 4444444', 'errors:operationNotAllowed'],
  ];
  it.each(cases)('send to %j → %s', async (phone, key) => {
    const p = createFakeAuthProvider();
    const error = await p.sendPhoneCode(phone, 'r').then(
      () => null,
      (e: unknown) => e,
    );
    expect(toFailure(error).messageKey).toBe(key);
  });
  it('confirms the simulated code and maps code errors', async () => {
    const p = createFakeAuthProvider();
    expect(toFailure(await p.confirmPhoneCode('123').catch((e: unknown) => e)).messageKey).toBe(
      'errors:codeExpired',
    );
    await p.sendPhoneCode(toE164('+60', '123456789'), 'r');
    expect(toFailure(await p.confirmPhoneCode('').catch((e: unknown) => e)).messageKey).toBe(
      'errors:missingCode',
    );
    expect(toFailure(await p.confirmPhoneCode('000000').catch((e: unknown) => e)).messageKey).toBe(
      'errors:invalidCode',
    );
    expect(toFailure(await p.confirmPhoneCode('999999').catch((e: unknown) => e)).messageKey).toBe(
      'errors:codeExpired',
    );
    expect(await p.confirmPhoneCode(FAKE_PROVIDER_CODE)).toBe('fake-firebase:60123456789');
  });
  it('reports a closed popup', async () => {
    const p = createFakeAuthProvider({ popupClosed: true });
    expect(toFailure(await p.signInWithPopup('google').catch((e: unknown) => e)).messageKey).toBe(
      'errors:popupClosed',
    );
  });
});

function fakeGeetest(outcome: 'success' | 'close') {
  const handlers: { success?: () => void; close?: () => void } = {};
  const captcha: Geetest4Captcha = {
    onReady: () => captcha,
    onSuccess: (fn) => ((handlers.success = fn), captcha),
    onError: () => captcha,
    onClose: (fn) => ((handlers.close = fn), captcha),
    showCaptcha: () => (outcome === 'success' ? handlers.success?.() : handlers.close?.()),
    getValidate: () => ({ lot_number: 'l', pass_token: 'p', gen_time: 'g', captcha_output: 'o' }),
  };
  const init: InitGeetest4 = vi.fn((_config, cb) => cb(captcha));
  return init;
}

describe('GeeTest v4 adapter with a fake global', () => {
  it('loads the script lazily once and answers geetestValidateV4', async () => {
    const global: { initGeetest4?: InitGeetest4 } = {};
    const loadScript = vi.fn(async () => {
      global.initGeetest4 = fakeGeetest('success');
    });
    const v = createGeetestVerifier({ captchaId: 'cid', global, loadScript });
    expect(loadScript).not.toHaveBeenCalled();
    expect(await v.verify()).toEqual({
      geetestValidateV4: {
        captcha_id: 'cid',
        lot_number: 'l',
        pass_token: 'p',
        gen_time: 'g',
        captcha_output: 'o',
      },
    });
    await v.verify();
    expect(loadScript).toHaveBeenCalledTimes(1);
  });
  it('rejects with VerificationCancelled when the player closes it', async () => {
    const v = createGeetestVerifier({
      captchaId: 'cid',
      global: { initGeetest4: fakeGeetest('close') },
      loadScript: async () => undefined,
    });
    await expect(v.verify()).rejects.toBeInstanceOf(VerificationCancelled);
  });
});

describe('remember me keeps no password', () => {
  it('remembers the username for 24 hours only', () => {
    remember('username', 'player01', undefined, 1000);
    expect(recall('username', 1000 + 86_399_999)).toEqual({ value: 'player01' });
    expect(recall('username', 1000 + 86_400_000)).toBeNull();
    remember('mobile', '60123456789', '+60', 0);
    expect(recall('mobile', 10)).toEqual({ value: '60123456789', countryDialingCode: '+60' });
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/Passw0rd1/);
  });
});
