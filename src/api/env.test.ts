import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env';

describe('env', () => {
  it('defaults: same origin, merchant demo01a, 15 s, no optional providers, no mock', () => {
    expect(parseEnv({})).toEqual({
      apiBaseUrl: '',
      merchant: 'demo01a',
      apiTimeoutMs: 15000,
      useMock: false,
      languages: ['EN', 'MY', 'CN'],
      defaultLanguage: 'MY',
    });
  });

  it('treats empty values as unset (as .env files write them)', () => {
    const env = parseEnv({
      VITE_API_BASE_URL: '',
      VITE_MERCHANT: '',
      VITE_GEETEST_CAPTCHA_ID: '',
      VITE_FIREBASE_API_KEY: '',
    });
    expect(env.merchant).toBe('demo01a');
    expect(env.geetestCaptchaId).toBeUndefined();
    expect(env.firebase).toBeUndefined();
  });

  it('reads every setting', () => {
    const env = parseEnv({
      VITE_API_BASE_URL: 'https://api.example.test/',
      VITE_MERCHANT: 'abc12f3',
      VITE_API_TIMEOUT_MS: '8000',
      VITE_GEETEST_CAPTCHA_ID: 'gt-1',
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_PROJECT_ID: 'proj',
      VITE_USE_MOCK: 'true',
    });
    expect(env).toEqual({
      apiBaseUrl: 'https://api.example.test',
      merchant: 'abc12f3',
      apiTimeoutMs: 8000,
      geetestCaptchaId: 'gt-1',
      firebase: { apiKey: 'key', projectId: 'proj' },
      useMock: true,
      languages: ['EN', 'MY', 'CN'],
      defaultLanguage: 'MY',
    });
  });

  it('points the Firebase provider at the Auth emulator only when its address is set (ADR 047)', () => {
    const base = { VITE_FIREBASE_API_KEY: 'demo-key', VITE_FIREBASE_PROJECT_ID: 'demo-wps' };
    expect(parseEnv(base).firebase).toEqual({ apiKey: 'demo-key', projectId: 'demo-wps' });
    expect(parseEnv({ ...base, VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9399/' }).firebase).toEqual(
      { apiKey: 'demo-key', projectId: 'demo-wps', emulatorUrl: 'http://127.0.0.1:9399' },
    );
    expect(() => parseEnv({ ...base, VITE_FIREBASE_AUTH_EMULATOR_URL: '127.0.0.1:9399' })).toThrow(
      /VITE_FIREBASE_AUTH_EMULATOR_URL/,
    );
  });

  it('rejects a malformed timeout loudly', () => {
    expect(() => parseEnv({ VITE_API_TIMEOUT_MS: 'soon' })).toThrow(/VITE_API_TIMEOUT_MS/);
  });

  it('turns field measurement on only with a collector address, absolute or a path on the site', () => {
    expect(parseEnv({}).rum).toBeUndefined();
    expect(parseEnv({ VITE_RUM_URL: '/rum' }).rum).toEqual({ url: '/rum' });
    expect(parseEnv({ VITE_RUM_URL: 'https://rum.example.com/in', VITE_RUM_SAMPLE_RATE: '0.5' }).rum).toEqual(
      {
        url: 'https://rum.example.com/in',
        sampleRate: 0.5,
      },
    );
    expect(() => parseEnv({ VITE_RUM_URL: '//rum.example.com' })).toThrow(/VITE_RUM_URL/);
    expect(() => parseEnv({ VITE_RUM_URL: 'javascript:alert(1)' })).toThrow(/VITE_RUM_URL/);
    expect(() => parseEnv({ VITE_RUM_URL: '/rum', VITE_RUM_SAMPLE_RATE: '2' })).toThrow(
      /VITE_RUM_SAMPLE_RATE/,
    );
  });

  it("offers the merchant's languages (spec 01 §1's second reading): MY stays the default while listed", () => {
    expect(parseEnv({ VITE_LANGUAGES: 'en, vi my' })).toMatchObject({
      languages: ['EN', 'VI', 'MY'],
      defaultLanguage: 'MY',
    });
    expect(parseEnv({ VITE_LANGUAGES: 'VI,EN' })).toMatchObject({
      languages: ['VI', 'EN'],
      defaultLanguage: 'VI',
    });
    expect(parseEnv({ VITE_LANGUAGES: '' })).toMatchObject({
      languages: ['EN', 'MY', 'CN'],
      defaultLanguage: 'MY',
    });
    expect(() => parseEnv({ VITE_LANGUAGES: 'EN,HI' })).toThrow(/VITE_LANGUAGES: no translations for HI/);
  });
});
