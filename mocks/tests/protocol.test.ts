// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { resetMockBackend } from '../node';
import { WireClient } from './wire-client';

const BASE = 'http://wps.test';

// The shared msw server of tests/setup/vitest.setup.ts answers from every handler.
beforeEach(() => resetMockBackend());

describe('wire protocol against the mock backend', () => {
  it('serves the RSA modulus as 1024-bit hex text', async () => {
    const modulus = await new WireClient(BASE).rsaModulus();
    expect(modulus).toMatch(/^[0-9a-f]{256}$/);
  });

  it('registers with an encrypted body, then logs in and reads member info', async () => {
    const client = new WireClient(BASE);
    const reg = await client.encrypted<{ customerId: number }>('PUT', '/wps/member/register', {
      username: 'newbie01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      affiliateCode: 'AFF123',
      registerMethod: 'WEB',
      domain: 'wps.test',
    });
    expect(reg.status).toBe(200);
    expect(reg.body.success).toBe(true);
    expect(reg.body.value?.customerId).toEqual(expect.any(Number));

    const login = await client.login('newbie01', 'abc12345');
    expect(login.body).toMatchObject({
      success: true,
      value: { firstTimeLogin: true, passwordExpired: false },
    });

    const info = await client.json<{ account: string; type: number; clubLabel: { labelName: string } }>(
      'GET',
      '/wps/member/info',
    );
    expect(info.body.value).toMatchObject({ account: 'newbie01', type: 0, clubLabel: { labelName: 'VIP0' } });

    const again = await new WireClient(BASE).login('newbie01', 'abc12345');
    expect(again.body.value?.firstTimeLogin).toBe(false);
  });

  it('register with login:true answers a usable token', async () => {
    const client = new WireClient(BASE);
    const reg = await client.encrypted<{ token: string; userName: string }>('PUT', '/wps/member/register', {
      username: 'instant01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      login: true,
    });
    expect(reg.body.value?.userName).toBe('instant01');
    client.token = reg.body.value?.token ?? null;
    const balance = await client.json<{ sumBalance: number; currencySymbol: string }>(
      'GET',
      '/wps/v2/wallets/balance?typeId=0',
    );
    expect(balance.body.value).toMatchObject({ sumBalance: 0, currencySymbol: 'P' });
  });

  it('accepts the legacy wire format (raw DES base64 body, Encryption header only)', async () => {
    const login = await new WireClient(BASE).encrypted(
      'POST',
      '/wps/session/login',
      { username: 'player01', password: 'Passw0rd1', type: 'username' },
      true,
    );
    expect(login.body.success).toBe(true);
  });

  it('refuses a plain JSON body on an encrypted route with 400 request_body_required', async () => {
    const res = await new WireClient(BASE).json('POST', '/wps/session/login', {
      username: 'player01',
      password: 'Passw0rd1',
      type: 'username',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, errorCode: 'request_body_required', message: 'System error' });
  });

  it('answers 401 login.not.session on a token route without (or with a stale) token', async () => {
    const client = new WireClient(BASE);
    const anonymous = await client.json('GET', '/wps/member/info');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, errorCode: 'login.not.session' });

    await client.login('player01', 'Passw0rd1');
    expect((await client.json('GET', '/wps/member/info')).status).toBe(200);
    expect((await client.json('DELETE', '/wps/session/logout')).status).toBe(200);
    expect((await client.json('GET', '/wps/member/info')).status).toBe(401);
  });

  it('rejects duplicates: username (US_CUSTOMER_EXIST_ERROR) and mobile (400 customer_mobile_no_duplicated)', async () => {
    const client = new WireClient(BASE);
    const dupUser = await client.encrypted('PUT', '/wps/member/register', {
      username: 'player01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
    });
    expect(dupUser.body).toMatchObject({ success: false, errorCode: 'US_CUSTOMER_EXIST_ERROR' });
    const dupMobile = await client.encrypted('PUT', '/wps/member/register', {
      username: 'other001',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      mobileNum: '123456789',
      countryDialingCode: '+60',
    });
    expect(dupMobile.status).toBe(400);
    expect(dupMobile.body.errorCode).toBe('customer_mobile_no_duplicated');
  });

  it('checks affiliate codes: AFF123 and AGENT01 valid, others not', async () => {
    const client = new WireClient(BASE);
    expect((await client.json('GET', '/wps/agent/affiliate?code=AFF123')).body.success).toBe(true);
    expect((await client.json('GET', '/wps/agent/affiliate?code=AGENT01')).body.success).toBe(true);
    expect((await client.json('GET', '/wps/agent/affiliate?code=NOPE99')).body.success).toBe(false);
    const reg = await client.encrypted('PUT', '/wps/member/register', {
      username: 'badaff01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      affiliateCode: 'NOPE99',
    });
    expect(reg.body).toMatchObject({ success: false, errorCode: 'AFFILIATE_CODE_INVALID' });
  });

  it('flags the seeded special accounts: expired01 passwordExpired, agents by type, trial type 4', async () => {
    expect((await new WireClient(BASE).login('expired01', 'Passw0rd1')).body.value?.passwordExpired).toBe(
      true,
    );
    for (const [account, type] of [
      ['agent1', 1],
      ['agent2', 2],
      ['agent41', 41],
      ['agent42', 42],
      ['trial01', 4],
      ['vip05', 0],
    ] as const) {
      const client = new WireClient(BASE);
      await client.login(account, 'Passw0rd1');
      const info = await client.json<{ type: number }>('GET', '/wps/member/info');
      expect(info.body.value?.type).toBe(type);
    }
    const weak = await new WireClient(BASE).login('weak01', '123456');
    expect(weak.body.success).toBe(true);
  });

  it('changes the password (old one checked) and clears passwordExpired', async () => {
    const client = new WireClient(BASE);
    await client.login('expired01', 'Passw0rd1');
    const wrong = await client.encrypted('POST', '/wps/member/password', {
      oldPassword: 'nope',
      newPassword: 'Newpass22',
      confirmNewPassword: 'Newpass22',
    });
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'US_OLD_PASSWORD_ERROR' });
    const changed = await client.encrypted('POST', '/wps/member/password', {
      oldPassword: 'Passw0rd1',
      newPassword: 'Newpass22',
      confirmNewPassword: 'Newpass22',
    });
    expect(changed.body.success).toBe(true);
    const relogin = await new WireClient(BASE).login('expired01', 'Newpass22');
    expect(relogin.body.value?.passwordExpired).toBe(false);
  });

  it('sends forgot-password e-mails from a form-encoded body', async () => {
    const client = new WireClient(BASE);
    const res = await client.raw('POST', '/wps/member/password/email', {
      body: new URLSearchParams({ username: 'player01', email: 'player01@mail.test' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
  });

  it('obfuscates the type-3 chat link with DES, key in the last 8 characters', async () => {
    const CryptoJS = (await import('crypto-js')).default;
    const res = await new WireClient(BASE).json<{ version: { pathList: { type: number; path: string }[] } }>(
      'GET',
      '/wps/system/customerService',
    );
    const chat = res.body.value?.version.pathList.find((p) => p.type === 3);
    expect(chat).toBeDefined();
    const path = chat?.path ?? '';
    const key = path.slice(-8);
    const url = CryptoJS.DES.decrypt(path.slice(0, -8), CryptoJS.enc.Utf8.parse(key), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString(CryptoJS.enc.Utf8);
    expect(url).toMatch(/^\/mock-chat\//);
  });
});
