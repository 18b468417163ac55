// @vitest-environment node
import { isAppRouteMutation } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import apiMarkdown from '../../docs/api.md?raw';
import { renderApiDocs } from './api-docs';
import { contract } from './index';
import { routeMetaSchema } from './meta';
import { allRoutes } from './routes';
import { gameListQuery, launchQuery } from './games.contract';
import { statusValue } from './system.contract';
import { moneyAmount } from './common';
import { depositBody, transferBody, withdrawBody } from './wallet.contract';
import { transferDownlineBody } from './agent.contract';

const routes = allRoutes();

describe('contract routes', () => {
  it('flattens the nested router into dotted keys with metadata', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.find((r) => r.key === 'session.login')?.route).toBe(contract.session.login);
    expect(new Set(routes.map((r) => r.key)).size).toBe(routes.length);
  });

  it.each(routes.map((r) => [r.key, r] as const))(
    '%s has valid metadata and a summary',
    (_key, { route }) => {
      expect(routeMetaSchema.safeParse(route.metadata).success).toBe(true);
      expect(route.summary?.trim().length ?? 0).toBeGreaterThan(5);
      expect(route.path).toMatch(/^\/(wps|lgw|lotto)\//);
    },
  );

  it('gives every method+path pair to exactly one route', () => {
    // The wire protocol shares /wps/verification/sms/register between two actions (REGMOBVERF3 and
    // MOBILENUMREG3) and one lgw path between popular and vnNumero; each is modelled as ONE route, so no
    // pair is shared. The slider challenge and its answer share a path but differ in method.
    const pairs = routes.map(({ route }) => `${route.method} ${route.path}`);
    const duplicates = pairs.filter((p, i) => pairs.indexOf(p) !== i);
    expect(duplicates).toEqual([]);
  });

  it('gives every encrypted route a plaintext body schema', () => {
    const encrypted = routes.filter((r) => r.meta.encrypted);
    expect(encrypted.map((r) => r.key)).toEqual(
      expect.arrayContaining(['session.login', 'registration.register', 'password.change', 'points.redeem']),
    );
    for (const { key, route } of encrypted) {
      expect(isAppRouteMutation(route), key).toBe(true);
      const body = isAppRouteMutation(route) ? route.body : undefined;
      expect(body instanceof z.ZodType, key).toBe(true);
    }
  });

  it('answers the envelope on 200 and failure bodies on 400/401/500 for every non-plain-text route', () => {
    for (const { key, route, meta } of routes.filter((r) => !r.meta.plainText)) {
      expect(Object.keys(route.responses).sort(), key).toEqual(['200', '400', '401', '500']);
      const ok = route.responses[200];
      expect(ok instanceof z.ZodType, key).toBe(true);
      if (ok instanceof z.ZodType) {
        const failure = ok.safeParse({ success: false, errorCode: 'login.not.session', message: 'x' });
        expect(failure.success, `${key} failure envelope`).toBe(true);
      }
      expect(
        meta.token || !route.path.startsWith('/wps/agent/') || key === 'registration.affiliate',
        key,
      ).toBe(true);
    }
  });

  it('keeps the route keys other layers import', () => {
    const expected: Record<string, string[]> = {
      session: ['login', 'logout', 'rsaKey', 'freePlay', 'captcha', 'captchaGeetest'],
      verification: ['loginCode', 'registerSms', 'sliderChallenge', 'sliderVerify'],
      registration: ['register', 'registerMobile', 'settings', 'affiliate', 'checkUsername'],
      password: ['change', 'forgotByEmail', 'resetSms', 'setByPhone'],
      member: ['info', 'icon', 'updateLanguage', 'avatar', 'rankProgress', 'referral'],
      wallet: ['balance', 'consolidated', 'transfer', 'merchantWallet'],
      games: [
        'list',
        'hot',
        'recent',
        'favouriteIds',
        'favourites',
        'addFavourite',
        'removeFavourite',
        'vassGameType',
        'vendors',
        'rankList',
        'launch',
        'trialLaunch',
        'launchFB',
        'pvpRooms',
      ],
      lottery: ['menus', 'vnMenus', 'vnRecent', 'vnNumbers', 'openedNumbers', 'popular'],
      home: ['announcements', 'winnerBoard'],
      system: ['status', 'domainRoute', 'country', 'helpCenter', 'feedback', 'customerService', 'whitelabel'],
      messages: ['unreadCount'],
      promotions: ['available'],
    };
    const keys = new Set(routes.map((r) => r.key));
    const missing = Object.entries(expected).flatMap(([group, names]) =>
      names.map((n) => `${group}.${n}`).filter((k) => !keys.has(k)),
    );
    expect(missing).toEqual([]);
  });

  it('sends forgot-password form-encoded and removes favourites with a DELETE body', () => {
    expect(contract.password.forgotByEmail.contentType).toBe('application/x-www-form-urlencoded');
    expect(contract.password.forgotByEmail.metadata.bodyEncoding).toBe('form');
    expect(contract.games.removeFavourite.method).toBe('DELETE');
    expect(
      contract.games.removeFavourite.body.safeParse({ nodeId: 178045, vendor: 'JL', gameType: 'RNG' })
        .success,
    ).toBe(true);
  });
});

describe('schemas', () => {
  it('coerces numeric query-string values', () => {
    expect(gameListQuery.parse({ pageNo: '2', pageSize: '12', minBet: '0.05' })).toMatchObject({
      pageNo: 2,
      pageSize: 12,
      minBet: 0.05,
    });
    expect(
      launchQuery.parse({ launchMode: 'GLS', nodeId: '178045', accountType: '1', webView: 'false' }),
    ).toMatchObject({
      nodeId: 178045,
      accountType: 1,
      webView: 'false',
    });
    expect(launchQuery.safeParse({ gameId: 'JL0118' }).success).toBe(false);
  });

  it('accepts maintenance and region restriction as objects or booleans, and a nested whitelabel tree', () => {
    const info = {
      whitelabel: [{ modId: 'COMM3', enabled: '1', childrenNodes: [{ modId: 'FREEPLAY3', enabled: '1' }] }],
      imageCDNs: ['https://img.example'],
      extraBackendField: 1,
    };
    expect(
      statusValue.safeParse({ info, maintenance: { status: 1, title: 'Upgrade', endTime: 1700000000000 } })
        .success,
    ).toBe(true);
    expect(statusValue.safeParse({ info, maintenance: false, regionRestriction: true }).success).toBe(true);
    expect(
      statusValue.safeParse({ info, regionRestriction: { ip: '1.2.3.4', info: 'Blocked' } }).success,
    ).toBe(true);
    expect(statusValue.safeParse({ info: { whitelabel: [{ enabled: '1' }] } }).success).toBe(false);
  });

  it('validates a launch answer in its current and pvp shapes', () => {
    const ok = contract.games.launch.responses[200];
    expect(
      ok.safeParse({ success: true, value: { content: { game_url: 'https://g.example/?ssoKey=1' } } })
        .success,
    ).toBe(true);
    expect(ok.safeParse({ success: true, value: { content: 'https://pvp.example' } }).success).toBe(true);
  });
});

describe('money a request moves (ADR 021, ADR 036)', () => {
  /** Every body that moves money, with the amount in place. */
  const bodies = {
    deposit: (amount: unknown) => depositBody.safeParse({ amount, bankId: 1 }).success,
    withdraw: (amount: unknown) => withdrawBody.safeParse({ amount, paymentPassword: '246810' }).success,
    transfer: (amount: unknown) =>
      transferBody.safeParse({ amount, fromAccountTypeId: 2, toAccountTypeId: 1 }).success,
    transferDownline: (amount: unknown) =>
      transferDownlineBody.safeParse({ downlineUsername: 'newbie77', amount }).success,
  };

  it.each(['1', '10', '0.01', '0.5', '100.25', '12345678901234567.89'])('takes %s', (amount) => {
    for (const [name, accepts] of Object.entries(bodies)) expect(accepts(amount), name).toBe(true);
  });

  it.each([
    ['more than two decimals', '1.005'],
    ['zero', '0'],
    ['zero with decimals', '0.00'],
    ['a negative', '-5'],
    ['a plus sign', '+5'],
    ['an exponent', '1e-9'],
    ['the smallest double', '5e-324'],
    ['an upper-case exponent', '1E3'],
    ['a leading zero', '010'],
    ['leading junk', ' 10'],
    ['trailing junk', '10abc'],
    ['a thousands separator', '1,000'],
    ['a bare point', '10.'],
    ['no whole part', '.5'],
    ['a number', 10],
    ['a float number', 0.1],
    ['a tiny number', 1e-9],
    ['the smallest double as a number', 5e-324],
    ['Infinity', 'Infinity'],
    ['NaN', 'NaN'],
    ['empty', ''],
  ])('refuses %s (%s) in every body', (_, amount) => {
    expect(moneyAmount.safeParse(amount).success).toBe(false);
    for (const [name, accepts] of Object.entries(bodies)) expect(accepts(amount), name).toBe(false);
  });
});

describe('docs/api.md', () => {
  it('is regenerated from the current router (run `npm run api:docs`)', () => {
    expect(apiMarkdown).toBe(renderApiDocs(routes));
  });
});
