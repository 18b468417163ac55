import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkOutboundUrl,
  frameSandbox,
  hostOf,
  openOutboundWindow,
  outboundPolicy,
  parseHostList,
  reserveWindow,
  type OutboundContext,
  type OutboundPolicy,
} from '@/config/outbound';
import { loadScriptTag } from '@/auth/humanVerification';
import { HOSTILE_URLS } from './hostile-urls';

const SITE = 'https://site.example';

/** A production deployment: https site, one launch host from the status response, one configured host. */
const production: OutboundPolicy = {
  siteOrigin: SITE,
  statusHosts: ['play.vendor.example'],
  configuredHosts: ['chat.support.example'],
  allowHttpSelf: false,
};

/** A demo build on the mock: the site itself is plain http. */
const demo: OutboundPolicy = { ...production, siteOrigin: 'http://127.0.0.1:4173', allowHttpSelf: true };

const CONTEXTS: OutboundContext[] = ['gameWindow', 'gameFrame', 'customerService', 'link'];

describe('checkOutboundUrl', () => {
  for (const context of CONTEXTS) {
    it(`${context}: refuses every hostile address with the invalid-domain message`, () => {
      for (const url of HOSTILE_URLS) {
        expect({ url, check: checkOutboundUrl(url, context, production) }).toEqual({
          url,
          check: expect.objectContaining({ ok: false, messageKey: 'errors:invalidDomain' }),
        });
      }
    });
  }

  it('accepts https on the site, the status launch hosts and the configured hosts', () => {
    expect(checkOutboundUrl('/mock-game.html?game=1', 'gameFrame', production)).toEqual({
      ok: true,
      url: `${SITE}/mock-game.html?game=1`,
      sameOrigin: true,
    });
    expect(checkOutboundUrl('https://play.vendor.example/g?t=1', 'gameWindow', production)).toMatchObject({
      ok: true,
      sameOrigin: false,
    });
    expect(checkOutboundUrl('https://PLAY.vendor.example/g', 'gameFrame', production).ok).toBe(true);
    expect(checkOutboundUrl('https://chat.support.example/c', 'customerService', production).ok).toBe(true);
  });

  it('plain http only for the site itself, and only in builds on the mock', () => {
    expect(checkOutboundUrl('http://127.0.0.1:4173/mock-game.html', 'gameFrame', demo).ok).toBe(true);
    expect(checkOutboundUrl('http://127.0.0.1:4174/mock-game.html', 'gameFrame', demo).ok).toBe(false);
    expect(checkOutboundUrl('http://evil.example/', 'gameFrame', demo)).toMatchObject({ reason: 'insecure' });
    expect(
      checkOutboundUrl('http://127.0.0.1:4173/mock-game.html', 'gameFrame', { ...demo, allowHttpSelf: false })
        .ok,
    ).toBe(false);
  });

  it('names the reason of a refusal', () => {
    expect(checkOutboundUrl('javascript:alert(1)', 'link', production)).toMatchObject({ reason: 'scheme' });
    expect(checkOutboundUrl('http://play.vendor.example/', 'link', production)).toMatchObject({
      reason: 'insecure',
    });
    expect(checkOutboundUrl('https://evil.example/', 'link', production)).toMatchObject({ reason: 'host' });
    expect(checkOutboundUrl('https://a:b@play.vendor.example/', 'link', production)).toMatchObject({
      reason: 'credentials',
    });
  });

  it('scripts load only from the script allowlist, never from the site or the launch hosts', () => {
    expect(checkOutboundUrl('https://static.geetest.com/v4/gt4.js', 'script', production).ok).toBe(true);
    expect(checkOutboundUrl('https://play.vendor.example/x.js', 'script', production).ok).toBe(false);
    expect(checkOutboundUrl('/x.js', 'script', production).ok).toBe(false);
    expect(checkOutboundUrl('http://static.geetest.com/v4/gt4.js', 'script', production).ok).toBe(false);
  });

  it('takes launch hosts from the status response only when they are absolute https hosts', () => {
    const policy = outboundPolicy({
      info: { launchGameCDNs: ['https://cdn1.vendor.example/', '/launch-a', 'http://plain.example', 'junk'] },
    });
    expect(policy.statusHosts).toEqual(['cdn1.vendor.example']);
  });
});

describe('allowlist entries', () => {
  const withHosts = (configuredHosts: string[], statusHosts: string[] = []): OutboundPolicy => ({
    ...production,
    statusHosts,
    configuredHosts,
  });
  const allowed = (url: string, policy: OutboundPolicy) => checkOutboundUrl(url, 'link', policy).ok;

  it('a plain entry is its host exactly: no subdomain, no look-alike', () => {
    const policy = withHosts(['good.example']);
    expect(allowed('https://good.example/x', policy)).toBe(true);
    expect(allowed('https://eu.good.example/x', policy)).toBe(false);
    expect(allowed('https://good.example.evil.example/x', policy)).toBe(false);
    expect(allowed('https://evilgood.example/x', policy)).toBe(false);
    expect(checkOutboundUrl('https://good.example@evil.example/x', 'link', policy)).toMatchObject({
      ok: false,
      reason: 'credentials',
    });
    expect(allowed('//good.example/x', policy)).toBe(true);
    expect(checkOutboundUrl('//evil.example/x', 'link', policy)).toMatchObject({ ok: false, reason: 'host' });
    expect(checkOutboundUrl('javascript://good.example/%0aalert(1)', 'link', policy)).toMatchObject({
      ok: false,
      reason: 'scheme',
    });
  });

  it('`*.` covers subdomains at any depth on purpose, never the bare host nor a look-alike', () => {
    const policy = withHosts(['*.good.example']);
    expect(allowed('https://eu.good.example/x', policy)).toBe(true);
    expect(allowed('https://a.b.good.example/x', policy)).toBe(true);
    expect(allowed('https://good.example/x', policy)).toBe(false);
    expect(allowed('https://evilgood.example/x', policy)).toBe(false);
    expect(allowed('https://eu.good.example.evil.example/x', policy)).toBe(false);
    // Wildcards too broad or in the wrong place are dropped, not widened.
    expect(allowed('https://anything.com/', withHosts(['*.com']))).toBe(false);
    expect(allowed('https://a.good.example/', withHosts(['a*.good.example']))).toBe(false);
    expect(allowed('https://a.x.good.example/', withHosts(['a.*.good.example']))).toBe(false);
  });

  it('the status launch list is exact even when it names a wildcard', () => {
    const policy = outboundPolicy({
      info: { launchGameCDNs: ['https://*.vendor.example', 'https://cdn.vendor.example'] },
    });
    expect(policy.statusHosts).toEqual(['cdn.vendor.example']);
    expect(allowed('https://x.vendor.example/g', withHosts([], ['*.vendor.example']))).toBe(false);
  });

  it("the port must be the entry's own: none written means 443", () => {
    expect(allowed('https://good.example:443/x', withHosts(['good.example']))).toBe(true);
    expect(allowed('https://good.example:8443/x', withHosts(['good.example']))).toBe(false);
    expect(allowed('https://good.example:8443/x', withHosts(['good.example:8443']))).toBe(true);
    expect(allowed('https://good.example/x', withHosts(['good.example:8443']))).toBe(false);
    expect(allowed('https://good.example:9443/x', withHosts(['https://good.example:8443/']))).toBe(false);
    expect(allowed('https://eu.good.example:8443/x', withHosts(['*.good.example']))).toBe(false);
    expect(allowed('https://static.geetest.com:8443/gt4.js', production)).toBe(false);
    expect(checkOutboundUrl('https://static.geetest.com:8443/gt4.js', 'script', production).ok).toBe(false);
  });

  it('hosts compare in lower-case punycode, and a trailing dot matches nothing', () => {
    expect(allowed('https://GOOD.Example/x', withHosts(['good.example']))).toBe(true);
    expect(allowed('https://good.example/x', withHosts(['GOOD.EXAMPLE.']))).toBe(true);
    expect(allowed('https://bücher.example/x', withHosts(['xn--bcher-kva.example']))).toBe(true);
    expect(allowed('https://xn--bcher-kva.example/x', withHosts(['BÜCHER.example']))).toBe(true);
    // Cyrillic "о" is another host than the Latin one, whatever it looks like.
    expect(allowed('https://gоod.example/x', withHosts(['good.example']))).toBe(false);
    expect(allowed('https://good.example./x', withHosts(['good.example']))).toBe(false);
    expect(allowed('https://eu.good.example./x', withHosts(['*.good.example']))).toBe(false);
    expect(checkOutboundUrl('https://site.example./x', 'link', production).ok).toBe(false);
  });

  it('reads the configured list: https entries only, ports and wildcards kept', () => {
    expect(
      parseHostList(
        'good.example, https://App.Good.example:8443/path, //cdn.example, *.Good.example, http://plain.example, ftp://f.example, , *.com, a b',
      ),
    ).toEqual(['good.example', 'app.good.example:8443', 'cdn.example', '*.good.example']);
    expect(hostOf('https://user:pw@good.example')).toBeNull();
  });
});

describe('frameSandbox', () => {
  it('never gives a same-origin page allow-scripts together with allow-same-origin', () => {
    const self = checkOutboundUrl('/mock-game.html', 'gameFrame', production);
    const vendor = checkOutboundUrl('https://play.vendor.example/g', 'gameFrame', production);
    if (!self.ok || !vendor.ok) throw new Error('expected both to pass');
    expect(frameSandbox(self).split(' ')).toContain('allow-scripts');
    expect(frameSandbox(self).split(' ')).not.toContain('allow-same-origin');
    expect(frameSandbox(vendor).split(' ')).toEqual(
      expect.arrayContaining(['allow-scripts', 'allow-same-origin']),
    );
    expect(frameSandbox(vendor)).not.toContain('allow-top-navigation');
  });
});

function fakeWindow() {
  const copied = new Map([['token', 'the-session-token']]);
  const child = {
    opener: {} as unknown,
    location: { replace: vi.fn(() => expect(copied.size).toBe(0)) },
    close: vi.fn(),
    // What a browser gives a window opened with an opener: a copy of the site's sessionStorage.
    sessionStorage: { clear: () => copied.clear(), copied },
  };
  const open = vi.fn((..._args: unknown[]) => child as unknown as Window);
  return { child, opener: { open } as unknown as Pick<Window, 'open'>, open };
}

describe('openOutboundWindow / reserveWindow', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens nothing for a hostile address', () => {
    for (const url of HOSTILE_URLS) {
      const { opener, open } = fakeWindow();
      expect(
        openOutboundWindow(url, 'gameWindow', { policy: production, opener, detectBlocked: true }).ok,
      ).toBe(false);
      expect(openOutboundWindow(url, 'link', { policy: production, opener }).ok).toBe(false);
      expect(open).not.toHaveBeenCalled();
    }
  });

  it('without popup detection opens with noopener,noreferrer', () => {
    const { opener, open } = fakeWindow();
    expect(
      openOutboundWindow('https://chat.support.example/c', 'link', { policy: production, opener }),
    ).toEqual({
      ok: true,
    });
    expect(open).toHaveBeenCalledWith('https://chat.support.example/c', '_blank', 'noopener,noreferrer');
  });

  it('with popup detection: a blank window, its opener cut before it is sent to the checked address', () => {
    const { opener, open, child } = fakeWindow();
    const outcome = openOutboundWindow('https://play.vendor.example/g', 'gameWindow', {
      policy: production,
      opener,
      detectBlocked: true,
    });
    expect(outcome).toEqual({ ok: true });
    expect(open).toHaveBeenCalledWith('about:blank', '_blank', '');
    expect(child.opener).toBeNull();
    expect(child.location.replace).toHaveBeenCalledWith('https://play.vendor.example/g');
  });

  it('a reserved window (game, chat) keeps no copy of the session token, emptied before it leaves the site', () => {
    const { opener, child } = fakeWindow();
    const reserved = reserveWindow('customerService', 'width=10', opener);
    expect(child.sessionStorage.copied.size).toBe(0);
    reserved?.navigate('https://chat.support.example/c', 'customerService', production);
    expect(child.location.replace).toHaveBeenCalledWith('https://chat.support.example/c');
  });

  it('tells a blocked popup apart', () => {
    const opener = { open: vi.fn(() => null) } as unknown as Pick<Window, 'open'>;
    expect(
      openOutboundWindow('https://play.vendor.example/g', 'gameWindow', {
        policy: production,
        opener,
        detectBlocked: true,
      }),
    ).toMatchObject({ ok: false, reason: 'blocked', messageKey: 'errors:popupBlocked' });
  });

  it('a reserved window is closed, not navigated, when its address is refused', () => {
    for (const url of HOSTILE_URLS) {
      const { opener, child } = fakeWindow();
      const reserved = reserveWindow('customerService', 'width=10', opener);
      expect(reserved?.navigate(url, 'customerService', production).ok).toBe(false);
      expect(child.location.replace).not.toHaveBeenCalled();
      expect(child.close).toHaveBeenCalled();
    }
  });
});

describe('script tags', () => {
  it('a script outside the allowlist is refused before any tag is added', async () => {
    for (const url of [...HOSTILE_URLS, 'https://static.geetest.com.evil.example/gt4.js', '/gt4.js']) {
      await expect(loadScriptTag(url)).rejects.toThrow(/refused to load a script/);
    }
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
