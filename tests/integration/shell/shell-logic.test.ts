import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { resolveLinkTarget } from '@/config/allowlist';
import { featureFlags } from '@/config/features';
import { settings } from '@/config/settings';
import { needsLoginRedirect, pageTypeOf, paths } from '@/config/paths';
import { modalMachine } from '@/machines/modal/modal.machine';
import {
  BOOT_TIMEOUT_MS,
  systemStatusMachine,
  type SystemData,
} from '@/machines/systemStatus/systemStatus.machine';
import {
  deriveSystemStatus,
  selectMaintenance,
  selectRegionBlock,
} from '@/machines/systemStatus/systemStatus.selectors';
import { formatDateTime, formatMoney } from '@/ui/components/format';
import { pageItems } from '@/ui/components/Pagination';
import { systemFixtures } from '../../paths/systemStatus.fixtures';

afterEach(() => {
  vi.useRealTimers();
});

function bootWith(load: () => Promise<SystemData>) {
  return createActor(systemStatusMachine.provide({ actors: { loadSystem: fromPromise(load) } })).start();
}

describe('system status', () => {
  it('derives 0 / 1 / 2 and lets maintenance win', () => {
    expect(deriveSystemStatus(systemFixtures.normal.status)).toBe(0);
    expect(deriveSystemStatus(systemFixtures.maintenance.status)).toBe(1);
    expect(deriveSystemStatus(systemFixtures.regionBlocked.status)).toBe(2);
    expect(deriveSystemStatus(systemFixtures.both.status)).toBe(1);
    expect(
      deriveSystemStatus({ ...systemFixtures.normal.status, maintenance: { status: 0, title: 'x' } }),
    ).toBe(0);
  });

  it('exposes the maintenance and region details the screens show', () => {
    expect(selectMaintenance(systemFixtures.maintenance)).toEqual({
      title: 'Upgrade',
      endTime: 1767268800000,
      info: 'Back soon',
    });
    expect(selectRegionBlock(systemFixtures.regionBlocked)).toEqual({
      ip: '198.51.100.9',
      info: 'Not available',
    });
    // A bare flag falls back to the visitor IP of the location.
    expect(
      selectRegionBlock({
        ...systemFixtures.normal,
        status: { ...systemFixtures.normal.status, regionRestriction: true },
      }).ip,
    ).toBe('203.0.113.7');
  });

  it('boots to normal, maintenance or region blocked from the loaded status', async () => {
    for (const [name, data] of Object.entries(systemFixtures)) {
      const actor = bootWith(async () => data);
      await vi.waitFor(() => expect(actor.getSnapshot().matches('loading')).toBe(false));
      const expected = name === 'both' ? 'maintenance' : name;
      expect(actor.getSnapshot().value).toBe(expected);
      actor.stop();
    }
  });

  it('fails with the error key, and a retry boots again', async () => {
    let calls = 0;
    const actor = bootWith(async () => {
      calls += 1;
      if (calls === 1) throw Object.assign(new Error('down'), { messageKey: 'errors:network' });
      return systemFixtures.normal;
    });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    expect(actor.getSnapshot().context.errorKey).toBe('errors:network');
    actor.send({ type: 'system.retry' });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('normal'));
    expect(actor.getSnapshot().context.attempts).toBe(2);
    actor.stop();
  });

  it('gives up after the boot timeout', () => {
    vi.useFakeTimers();
    const actor = bootWith(() => new Promise<SystemData>(() => {}));
    vi.advanceTimersByTime(BOOT_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.errorKey).toBe('errors:slow');
    actor.stop();
  });
});

describe('feature flags', () => {
  it('reads modIds switched on anywhere in the whitelabel tree', () => {
    const flags = featureFlags({
      info: {
        whitelabel: [
          {
            modId: 'ROOT',
            enabled: '1',
            childrenNodes: [
              { modId: 'SNOW3', enabled: '1' },
              { modId: 'CAPTCHA3', enabled: '0' },
            ],
          },
          { modId: 'LOGINTOHOME3', enabled: 1 },
        ],
      },
    });
    expect(flags.snow).toBe(true);
    expect(flags.loginToHome).toBe(true);
    expect(flags.captcha).toBe(false);
    expect(featureFlags(null).freePlay).toBe(false);
  });

  // ADR 050: a backend that sends only the wire's tree keeps every spec feature at its merchant default.
  it('keeps the merchant defaults where the tree carries no id of its own for them', () => {
    const flags = featureFlags({
      info: {
        whitelabel: [{ modId: 'COMM3', enabled: '1', childrenNodes: [{ modId: 'FREEPLAY3', enabled: '1' }] }],
      },
    });
    expect(flags.freePlay).toBe(true);
    expect(flags.mobileRegistration).toBe(false);
    expect(flags).toMatchObject({
      memberCentre: true,
      agentCentre: true,
      directRegistration: true,
      usernameRegistration: true,
      affiliateCode: true,
      countryCodeSelector: true,
      captcha: true,
      dividend: true,
      dailySalary: true,
      hourlySalary: true,
      realTimeSalary: true,
      referral: true,
      loginToHome: false,
      snow: false,
    });
  });

  it('reads the wire module id of a feature and a designed id where a backend sends them', () => {
    const flags = featureFlags({
      info: {
        whitelabel: [
          { modId: 'REG3', enabled: '0' },
          { modId: 'AFFMAN3', enabled: '0' },
          { modId: 'DAILYSALCONT3', enabled: '0' },
          { modId: 'MEMBERCENTRE3', enabled: '0' },
        ],
      },
    });
    expect(flags).toMatchObject({
      directRegistration: false,
      affiliateCode: false,
      dailySalary: false,
      memberCentre: false,
      hourlySalary: true,
    });
    // The merchant setting is the default a backend overrides, never the other way round.
    const merchant = { ...settings.merchantFeatures, snow: true, agentCentre: false };
    expect(featureFlags({ info: { whitelabel: [] } }, merchant)).toMatchObject({
      snow: true,
      agentCentre: false,
    });
  });
});

describe('paths', () => {
  it('takes the page type from the path, aliases included', () => {
    expect(pageTypeOf('/')).toBe('home');
    expect(pageTypeOf('/index.html')).toBe('home');
    expect(pageTypeOf('/register.html')).toBe('register');
    expect(pageTypeOf('/noticePage')).toBe('noticePage');
    expect(pageTypeOf('/nope')).toBeNull();
    expect(paths.seamless.hideHeaderNav && paths.lottery.hideHeaderNav).toBe(true);
    expect(paths.rng.hideHeaderNav).toBe(false);
    expect(paths.rng.bannerGroup).toBe('w_rng');
    expect(paths.rng.getHref({ page: 'PG' })).toBe('/rng?page=PG');
    expect(paths.help.getHref(undefined, 'deposit')).toBe('/help#deposit');
  });

  it('redirects to /login only with the setting on, no token, and a non-public route', () => {
    expect(needsLoginRedirect('/vip', true, false)).toBe(true);
    expect(needsLoginRedirect('/', true, false)).toBe(true);
    for (const open of ['/login', '/register', '/register.html', '/helpmc', '/download']) {
      expect(needsLoginRedirect(open, true, false)).toBe(false);
    }
    expect(needsLoginRedirect('/vip', true, true)).toBe(false);
    expect(needsLoginRedirect('/vip', false, false)).toBe(false);
  });
});

describe('link allowlist', () => {
  const options = { origin: 'https://site.example', hosts: ['promo.example', '*.cdn.example'] };
  it('allows same-origin paths of the paths table and configured https hosts', () => {
    expect(resolveLinkTarget('/promotions?id=3', options)).toEqual({
      kind: 'internal',
      href: '/promotions?id=3',
    });
    expect(resolveLinkTarget('https://site.example/rng#x', options)).toEqual({
      kind: 'internal',
      href: '/rng#x',
    });
    expect(resolveLinkTarget('https://promo.example/a', options)).toEqual({
      kind: 'external',
      url: 'https://promo.example/a',
    });
    expect(resolveLinkTarget('https://eu.cdn.example/a', options)).toEqual({
      kind: 'external',
      url: 'https://eu.cdn.example/a',
    });
  });
  it('refuses scripts, unknown hosts and unknown paths', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      'https://evil.example',
      '/admin',
      'http://promo.example/',
      'https://cdn.promo.example/a',
      'https://cdn.example/a',
      'https://promo.example:8443/a',
      '',
    ]) {
      expect(resolveLinkTarget(bad, options)).toBeNull();
    }
  });
});

describe('formatting', () => {
  it('formats yyyy-MM-dd hh:mm:ss on the 24-hour clock', () => {
    const d = new Date(2026, 0, 5, 15, 4, 9);
    expect(formatDateTime(d.getTime())).toBe('2026-01-05 15:04:09');
    expect(formatDateTime(Math.floor(d.getTime() / 1000))).toBe('2026-01-05 15:04:09');
  });
  it('formats money with two decimals and thousands separators', () => {
    expect(formatMoney(1234567.5)).toBe('1,234,567.50');
    expect(formatMoney('12')).toBe('12.00');
    expect(formatMoney('abc')).toBe('0.00');
  });
  it('lists pages with range 3 and margin 1', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 8, 9, 10]);
  });
});

describe('modal machine', () => {
  it('waits for the show delay and plays the close animation (clamped to 0.2–0.4 s)', () => {
    vi.useFakeTimers();
    const closed = vi.fn();
    const actor = createActor(modalMachine.provide({ actions: { notifyClosed: closed } }), {
      input: { showDelayMs: 100, closeAnimationMs: 1000 },
    }).start();
    actor.send({ type: 'modal.open' });
    expect(actor.getSnapshot().hasTag('shown')).toBe(false);
    vi.advanceTimersByTime(100);
    expect(actor.getSnapshot().hasTag('shown')).toBe(true);
    actor.send({ type: 'modal.close' });
    vi.advanceTimersByTime(399);
    expect(closed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(closed).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().value).toBe('hidden');
    actor.stop();
  });
});
