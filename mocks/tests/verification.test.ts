// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { advanceClock, mockState, resetMockBackend, setNow, useScenario } from '../node';
import { restoreSnapshot, takeSnapshot } from '../lib/snapshot';
import { WireClient, type Envelope } from './wire-client';

const BASE = 'http://wps.test';

beforeEach(() => resetMockBackend());

async function captchaImage(client: WireClient): Promise<string> {
  const res = await client.json<string>('GET', `/wps/captcha?t=${Date.now()}`);
  return res.body.value ?? '';
}

describe('captcha after failed logins', () => {
  it('flags value.captcha on the 2nd failure, then requires a correct, single-use captcha', async () => {
    const client = new WireClient(BASE);
    const first = await client.login('player01', 'wrong');
    expect(first.body).toMatchObject({
      success: false,
      errorCode: 'US_INCORRECT_USERNAME_PASSWORD_ERROR',
      message: 'account or password incorrect',
    });
    expect((first.body.value as { captcha?: boolean } | undefined)?.captcha).toBeUndefined();

    const second = await client.login('player01', 'wrong');
    expect(second.body.value).toEqual({ captcha: true });

    // Right password but no captcha: refused.
    const noCaptcha = await client.login('player01', 'Passw0rd1');
    expect(noCaptcha.body).toMatchObject({ success: false, value: { captcha: true } });

    const png = await captchaImage(client);
    expect(Buffer.from(png, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const answer = mockState.lastCaptchaAnswer() ?? '';
    expect(answer).toMatch(/^\d{4}$/);

    const wrongCaptcha = await client.login('player01', 'Passw0rd1', {
      captcha: answer === '0000' ? '1111' : '0000',
    });
    expect(wrongCaptcha.body.success).toBe(false);
    // The image was spent by the wrong attempt: the same answer no longer works.
    const reused = await client.login('player01', 'Passw0rd1', { captcha: answer });
    expect(reused.body.success).toBe(false);

    await captchaImage(client);
    const ok = await client.login('player01', 'Passw0rd1', { captcha: mockState.lastCaptchaAnswer() ?? '' });
    expect(ok.body.success).toBe(true);

    // Success clears the counter: the next login needs no captcha.
    expect((await new WireClient(BASE).login('player01', 'Passw0rd1')).body.success).toBe(true);
  });

  it('requires the captcha from the first attempt in scenario captchaRequired', async () => {
    useScenario('captchaRequired');
    const client = new WireClient(BASE);
    const res = await client.login('player01', 'Passw0rd1');
    expect(res.body).toMatchObject({ success: false, value: { captcha: true } });
    await captchaImage(client);
    expect(
      (await client.login('player01', 'Passw0rd1', { captcha: mockState.lastCaptchaAnswer() ?? '' })).body
        .success,
    ).toBe(true);
  });

  it('refuses locked accounts and unknown users without telling them apart from wrong passwords', async () => {
    const unknown = await new WireClient(BASE).login('ghost999', 'whatever');
    expect(unknown.body.errorCode).toBe('US_INCORRECT_USERNAME_PASSWORD_ERROR');
    const locked = await new WireClient(BASE).login('locked01', 'Passw0rd1');
    expect(locked.body.errorCode).toBe('US_FORBIDDEN_LOGIN_ERROR');
  });
});

describe('SMS codes', () => {
  it('logs in with an SMS code sent to a registered mobile; unknown mobiles get a message', async () => {
    const client = new WireClient(BASE);
    const unknown = await client.json('POST', '/wps/verification/sms/noLogin', {
      mobileNum: '199999999',
      countryDialingCode: '+60',
    });
    expect(unknown.body).toMatchObject({ success: false, message: expect.any(String) });

    const sent = await client.json<{ expiredMinutes: number }>('POST', '/wps/verification/sms/noLogin', {
      mobileNum: '0123456789',
      countryDialingCode: '+60',
    });
    expect(sent.body.value?.expiredMinutes).toBe(5);
    const code = mockState.lastSmsCode() ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const login = await client.encrypted<{ token: string }>('POST', '/wps/session/login', {
      username: '123456789',
      countryDialingCode: '+60',
      password: code,
      type: 'sms',
    });
    expect(login.body.success).toBe(true);
    // Single use.
    const again = await client.encrypted('POST', '/wps/session/login', {
      username: '123456789',
      countryDialingCode: '+60',
      password: code,
      type: 'sms',
    });
    expect(again.body.errorCode).toBe('SMS_CODE_INVALID');
  });

  it('expires codes after expiredMinutes on the mock clock', async () => {
    setNow(Date.UTC(2026, 0, 1, 10, 0, 0));
    const client = new WireClient(BASE);
    await client.json('POST', '/wps/verification/sms/noLogin', { mobileNum: '60123456789' });
    const code = mockState.lastSmsCode() ?? '';
    advanceClock(5 * 60_000 + 1);
    const late = await client.encrypted<unknown>('POST', '/wps/session/login', {
      username: '60123456789',
      password: code,
      type: 'sms',
    });
    expect(late.body).toMatchObject({ success: false, errorCode: 'SMS_CODE_EXPIRED' });
  });

  it('demands the SMS code on registration when REGMOBVERF3 is on (mobileRegistration)', async () => {
    useScenario('mobileRegistration');
    const client = new WireClient(BASE);
    const payload = {
      mobileNum: '0177001122',
      countryDialingCode: '+60',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      login: true,
    };
    const without = await client.encrypted('PUT', '/wps/member/register/mobile', payload);
    expect(without.body).toMatchObject({ success: false, errorCode: 'SMS_CODE_INVALID' });

    await client.json('POST', '/wps/verification/sms/register', {
      mobileNum: '0177001122',
      countryDialingCode: '+60',
      registerType: 'mobile',
    });
    const reg = await client.encrypted<{ token: string; userName: string }>(
      'PUT',
      '/wps/member/register/mobile',
      { ...payload, verificationCode: mockState.lastSmsCode() ?? '' },
    );
    expect(reg.body.value).toMatchObject({ userName: '60177001122', token: expect.any(String) });
  });

  it('recovers a password by phone: resetSms then setByPhone with the code', async () => {
    const client = new WireClient(BASE);
    await client.json('POST', '/wps/member/password/sms', {
      mobileNum: '123456789',
      countryDialingCode: '+60',
    });
    const wrong = await client.encrypted<unknown>('POST', '/wps/member/password/verification', {
      mobileNum: '123456789',
      countryDialingCode: '+60',
      verificationCode: '000000',
      newPassword: 'Fresh777',
    });
    expect(wrong.body.success).toBe(false);
    await client.json('POST', '/wps/member/password/sms', {
      mobileNum: '123456789',
      countryDialingCode: '+60',
    });
    const set = await client.encrypted<unknown>('POST', '/wps/member/password/verification', {
      mobileNum: '123456789',
      countryDialingCode: '+60',
      verificationCode: mockState.lastSmsCode() ?? '',
      newPassword: 'Fresh777',
    });
    expect(set.body.success).toBe(true);
    expect((await new WireClient(BASE).login('player01', 'Fresh777')).body.success).toBe(true);
  });

  it('accepts fake provider tokens for firebase logins', async () => {
    const res = await new WireClient(BASE).encrypted('POST', '/wps/session/login', {
      username: '60123456789',
      password: '',
      type: 'firebase',
      firebaseIdToken: 'fake-firebase:60123456789',
    });
    expect(res.body.success).toBe(true);
  });

  it('accepts a Firebase Auth emulator ID token (unsigned) and never a signed one (ADR 047)', async () => {
    const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    const claims = part({ aud: 'demo-wps', phone_number: '+60123456789' });
    const login = (firebaseIdToken: string) =>
      new WireClient(BASE).encrypted('POST', '/wps/session/login', {
        username: '',
        password: '',
        type: 'firebase',
        firebaseIdToken,
      });
    expect((await login(`${part({ alg: 'none', typ: 'JWT' })}.${claims}.`)).body.success).toBe(true);
    const signed = await login(`${part({ alg: 'RS256', typ: 'JWT' })}.${claims}.c2lnbmF0dXJl`);
    expect(signed.body.success).toBe(false);
    expect(signed.body.errorCode).toBe('FIREBASE_TOKEN_INVALID');
  });
});

describe('slider human verification', () => {
  async function solve(client: WireClient, dx = 0): Promise<Envelope<{ verificationToken: string }>> {
    const challenge = await client.json<{ challengeId: string; image: string; width: number }>(
      'GET',
      '/wps/verification/slider',
    );
    expect(challenge.body.value?.image).toMatch(/^data:image\/svg\+xml/);
    const x = (mockState.lastSliderX() ?? 0) + dx;
    return (
      await client.json<{ verificationToken: string }>('POST', '/wps/verification/slider', {
        challengeId: challenge.body.value?.challengeId,
        x,
      })
    ).body;
  }

  it('accepts |x - target| <= 6 and answers a single-use token that login requires in humanVerificationRequired', async () => {
    useScenario('humanVerificationRequired');
    const client = new WireClient(BASE);
    expect((await client.login('player01', 'Passw0rd1')).body.errorCode).toBe('login_verify_required');
    expect((await solve(client, 7)).success).toBe(false);
    const solved = await solve(client, -6);
    const token = solved.value?.verificationToken ?? '';
    expect(token).not.toBe('');
    expect((await client.login('player01', 'Passw0rd1', { verificationToken: token })).body.success).toBe(
      true,
    );
    expect((await client.login('player01', 'Passw0rd1', { verificationToken: token })).body.errorCode).toBe(
      'login_verify_required',
    );
  });

  it('passes again after a snapshot round trip (the demo reloaded): no token it already holds', async () => {
    useScenario('humanVerificationRequired');
    const logIn = async () => {
      const client = new WireClient(BASE);
      const verificationToken = (await solve(client)).value?.verificationToken;
      return (await client.login('player01', 'Passw0rd1', { verificationToken })).body;
    };
    expect((await logIn()).success).toBe(true);
    const snapshot = JSON.parse(JSON.stringify(takeSnapshot())) as ReturnType<typeof takeSnapshot>;
    // The browser runner's reload: the backend seeded afresh, then the saved tables put back.
    resetMockBackend();
    useScenario('humanVerificationRequired');
    restoreSnapshot(snapshot);
    expect((await logIn()).success).toBe(true);
    expect((await logIn()).success).toBe(true);
  });
});
