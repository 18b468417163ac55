// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { resetMockBackend, useScenario } from '../node';
import { WireClient } from './wire-client';

const BASE = 'http://wps.test';

beforeEach(() => resetMockBackend());

async function loggedIn(account: string): Promise<WireClient> {
  const client = new WireClient(BASE);
  await client.login(account, 'Passw0rd1');
  return client;
}

describe('profile and identity verification', () => {
  it('stores a profile change and answers it in member info', async () => {
    const client = await loggedIn('player01');
    const saved = await client.json('POST', '/wps/member/info', {
      nickname: 'Lucky',
      birthday: '1990-05-17',
    });
    expect(saved.body.success).toBe(true);
    const info = await client.json<{ nickname: string; birthday: string; payeeName: string | null }>(
      'GET',
      '/wps/member/info',
    );
    expect(info.body.value).toMatchObject({ nickname: 'Lucky', birthday: '1990-05-17', payeeName: null });
  });

  it('refuses to change a real name or birthday already given, and a birthday that is not a past day', async () => {
    const vip = await loggedIn('vip05');
    const name = await vip.json('POST', '/wps/member/info', { payeeName: 'Someone Else' });
    expect(name.body).toMatchObject({ success: false, errorCode: 'PAYEE_NAME_LOCKED' });
    const born = await vip.json('POST', '/wps/member/info', { birthday: '1990-01-01' });
    expect(born.body).toMatchObject({ success: false, errorCode: 'BIRTHDAY_LOCKED' });
    const player = await loggedIn('player01');
    const future = await player.json('POST', '/wps/member/info', { birthday: '2999-02-30' });
    expect(future.body).toMatchObject({ success: false, errorCode: 'BIRTHDAY_INVALID' });
  });

  it('answers the KYC status only while the merchant runs it', async () => {
    const vip = await loggedIn('vip05');
    const on = await vip.json('GET', '/wps/relay/MCSFE_getCustomerKycMerchantSetting');
    expect(on.body.value).toEqual({ enabled: true, status: 'APPROVED' });
    useScenario('kycOff');
    const off = await vip.json('GET', '/wps/relay/MCSFE_getCustomerKycMerchantSetting');
    expect(off.body.value).toEqual({ enabled: false });
  });
});
