import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en/errors.json';
import my from '@/i18n/locales/my/errors.json';
import cn from '@/i18n/locales/cn/errors.json';
import {
  ApiError,
  ERROR_KEYS,
  PHONE_AUTH_MESSAGE_KEYS,
  isSessionErrorCode,
  messageKeyOf,
  phoneAuthMessageKey,
} from './errors';

describe('errors locale files', () => {
  const locales = { en, my, cn };

  it.each(Object.entries(locales))(
    '%s has exactly the keys ApiError and the flows use',
    (_lang, messages) => {
      expect(Object.keys(messages).sort()).toEqual([...ERROR_KEYS].sort());
      for (const text of Object.values(messages)) expect(text.trim()).not.toBe('');
    },
  );

  it('translates every key (MY and CN differ from EN except the server passthrough)', () => {
    for (const key of ERROR_KEYS) {
      if (key === 'server') continue;
      expect(my[key], key).not.toBe(en[key]);
      expect(cn[key], key).not.toBe(en[key]);
    }
  });

  it('the server message is shown as sent', () => {
    for (const messages of Object.values(locales)) expect(messages.server).toBe('{{message}}');
  });

  it('tells the visitor to retry after 5 minutes on too many requests', () => {
    expect(en.tooManyRequests).toMatch(/5 minutes/);
    expect(my.tooManyRequests).toMatch(/5 minit/);
    expect(cn.tooManyRequests).toMatch(/5 分钟/);
  });
});

describe('ApiError message keys', () => {
  it.each([
    [{ kind: 'network' } as const, 'errors:network'],
    [{ kind: 'timeout' } as const, 'errors:slow'],
    [{ kind: 'schema' } as const, 'errors:system'],
    [{ kind: 'http', status: 500, serverMessage: 'hibernate exploded' } as const, 'errors:system'],
    [{ kind: 'http', status: 400 } as const, 'errors:system'],
    [
      { kind: 'http', status: 400, serverMessage: 'The feature is under maintenance' } as const,
      'errors:server',
    ],
    [{ kind: 'http', status: 401 } as const, 'errors:sessionExpired'],
    [{ kind: 'business', serverMessage: 'Please Enter The Correct Captcha Code' } as const, 'errors:server'],
    [{ kind: 'business' } as const, 'errors:system'],
    [
      { kind: 'business', errorCode: 'TOO_MANY_REQUEST', serverMessage: 'x' } as const,
      'errors:tooManyRequests',
    ],
    [
      { kind: 'business', errorCode: 'user.or.token.invalid', serverMessage: 'x' } as const,
      'errors:sessionExpired',
    ],
    [{ kind: 'business', messageKey: 'errors:invalidDomain' } as const, 'errors:invalidDomain'],
  ])('%o → %s', (init, key) => {
    expect(new ApiError(init).messageKey).toBe(key);
  });

  it('carries the server message as interpolation only for errors:server', () => {
    expect(new ApiError({ kind: 'business', serverMessage: 'Nope' }).messageValues).toEqual({
      message: 'Nope',
    });
    expect(new ApiError({ kind: 'http', status: 500, serverMessage: 'Nope' }).messageValues).toEqual({});
  });

  it('keeps the failure value, code and route', () => {
    const error = new ApiError({
      kind: 'business',
      errorCode: 'X',
      value: { captcha: true },
      routeKey: 'session.login',
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error).toMatchObject({ errorCode: 'X', value: { captcha: true }, routeKey: 'session.login' });
    expect(error.message).toContain('session.login');
  });

  it('network and timeout errors never count as an expired session', () => {
    expect(new ApiError({ kind: 'network', errorCode: 'nologin' }).isSessionExpired).toBe(false);
  });

  it('recognises session codes and the session message in any case', () => {
    expect(isSessionErrorCode('duplicateLogin')).toBe(true);
    expect(isSessionErrorCode(null, 'Customer not login or login timeout')).toBe(true);
    expect(isSessionErrorCode('USER_NOT_EXIST', 'No such user')).toBe(false);
  });

  it('maps anything thrown to a key', () => {
    expect(messageKeyOf(new ApiError({ kind: 'timeout' }))).toBe('errors:slow');
    expect(messageKeyOf(new TypeError('boom'))).toBe('errors:system');
  });
});

describe('phone authentication messages', () => {
  it('maps every provider code to a translated key', () => {
    for (const [code, key] of Object.entries(PHONE_AUTH_MESSAGE_KEYS)) {
      expect(phoneAuthMessageKey(code)).toBe(`errors:${key}`);
      expect(en[key]).toBeTruthy();
    }
    // A session Firebase no longer knows (what the Auth emulator answers for a spent code, ADR 047).
    expect(phoneAuthMessageKey('auth/invalid-verification-id')).toBe('errors:codeExpired');
    expect(phoneAuthMessageKey('auth/something-new')).toBe('errors:system');
    expect(phoneAuthMessageKey(undefined)).toBe('errors:system');
  });
});
