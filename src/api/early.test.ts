// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '@/config/constants';
import { DEFAULT_MERCHANT } from '@/config/env';
import { siteLanguagesOf, type SiteLanguages } from '@/config/languages';
import { gamesContract } from '@/contracts/games.contract';
import { homeContract } from '@/contracts/home.contract';
import { promotionsContract } from '@/contracts/promotions.contract';
import { systemContract } from '@/contracts/system.contract';
import {
  earlyPageRequestPaths,
  earlyRequestPaths,
  earlyRequestsScript,
} from '../../scripts/vite-early-requests';
import { buildUrl, createApiClient } from './client';
import { fetchWithEarly, takeEarlyResponse } from './early';

const ORIGIN = 'http://site.test';

/** Runs the inline script of the built index.html with a recording fetch. */
function runInlineScript(fetchSpy: typeof fetch, pathname = '/', site?: SiteLanguages): void {
  vi.stubGlobal('fetch', fetchSpy);
  vi.stubGlobal('location', { origin: ORIGIN, pathname, host: new URL(ORIGIN).host });
  // The script is ours, built from constants; running it is what the browser does with it.
  new Function(
    earlyRequestsScript({ apiBaseUrl: '', merchant: DEFAULT_MERCHANT, ...(site ? { site } : {}) }),
  )();
}

afterEach(() => {
  delete window.__wpsEarly;
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('early boot requests (ADR 020)', () => {
  it('are exactly the URLs the app asks for at boot', () => {
    // Same inputs as startLoadingSystemData and prefetchShellData (src/ui/hooks/queries.ts).
    const app = [
      buildUrl('', systemContract.status.path, undefined, { url: 'play.example.test:8443' }),
      buildUrl('', systemContract.domainRoute.path, undefined, {}),
      buildUrl('', systemContract.country.path, undefined, {}),
      buildUrl('', homeContract.announcements.path, undefined, {
        types: SITE.announcementTypes.join(','),
        platform: 'W',
        execution: 'B',
      }),
      buildUrl('', gamesContract.vendors.path, undefined, { platform: 'html5-desktop', language: 'EN' }),
    ];
    expect(earlyRequestPaths('EN', 'play.example.test:8443')).toEqual(app);
  });

  it('on /promotions add the promotions list, as the page asks for it, and nowhere else (ADR 045)', () => {
    const app = buildUrl('', promotionsContract.merchantAvailable.path, undefined, {});
    expect(earlyPageRequestPaths()['/promotions']).toEqual([app]);
    const onPromotions = vi.fn<typeof fetch>(async () => new Response('{}'));
    runInlineScript(onPromotions, '/Promotions/');
    expect(onPromotions.mock.calls.map(([url]) => url)).toContain(`${ORIGIN}${app}`);
    expect(onPromotions).toHaveBeenCalledTimes(6);
    const onHome = vi.fn<typeof fetch>(async () => new Response('{}'));
    runInlineScript(onHome, '/');
    expect(onHome).toHaveBeenCalledTimes(5);
  });

  it('are sent in the stored language with the stored token, and each answers one matching call', async () => {
    localStorage.setItem('language', 'cn');
    sessionStorage.setItem('token', 'tok-1');
    const fetchSpy = vi.fn<typeof fetch>(async () => new Response('{"success":true,"value":{}}'));
    runInlineScript(fetchSpy);
    expect(fetchSpy).toHaveBeenCalledTimes(5);
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    // The permission call carries the site host (spec 01 §7), which only the page knows.
    const status = `${ORIGIN}/wps/system/status?url=${encodeURIComponent(new URL(ORIGIN).host)}`;
    expect(url).toBe(status);
    expect(new Headers(init?.headers).get('Language')).toBe('CN');
    expect(new Headers(init?.headers).get('Authorization')).toBe('tok-1');
    expect(new Headers(init?.headers).get('Merchant')).toBe(DEFAULT_MERCHANT);

    const headers = { Language: 'CN', Authorization: 'tok-1' };
    expect(takeEarlyResponse(status, { method: 'GET', headers })).not.toBeNull();
    // Once only: the next call (a retry) goes to the network.
    expect(takeEarlyResponse(status, { method: 'GET', headers })).toBeNull();
  });

  it("speak the build's languages as the wire names them: VI stored, VI sent; CN not offered, the default (ADR 051)", () => {
    const site = siteLanguagesOf('VI,EN');
    localStorage.setItem('lang', 'vi');
    const inVietnamese = vi.fn<typeof fetch>(async () => new Response('{}'));
    runInlineScript(inVietnamese, '/', site);
    expect(new Headers(inVietnamese.mock.calls[0]?.[1]?.headers).get('Language')).toBe('VI');
    expect(inVietnamese.mock.calls.map(([url]) => url)).toContain(
      `${ORIGIN}${earlyRequestPaths('VI').at(-1) ?? ''}`,
    );
    localStorage.setItem('lang', 'CN');
    const notOffered = vi.fn<typeof fetch>(async () => new Response('{}'));
    runInlineScript(notOffered, '/', site);
    expect(new Headers(notOffered.mock.calls[0]?.[1]?.headers).get('Language')).toBe('VI');
  });

  it('are not used by a call in another language or session', () => {
    sessionStorage.setItem('token', 'tok-1');
    runInlineScript(vi.fn<typeof fetch>(async () => new Response('{}')));
    const url = `${ORIGIN}/wps/system/country`;
    expect(takeEarlyResponse(url, { method: 'GET', headers: { Language: 'MY' } })).toBeNull();
  });

  it('the client reads a boot call from the early response instead of sending it again', async () => {
    const fetchSpy = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ success: true, value: [] }), { status: 200 }),
    );
    runInlineScript(fetchSpy);
    const client = createApiClient({ baseUrl: ORIGIN, merchant: DEFAULT_MERCHANT, fetch: fetchWithEarly });
    await client.call(systemContract.country, {});
    expect(fetchSpy).toHaveBeenCalledTimes(5);
    await client.call(systemContract.country, {});
    expect(fetchSpy).toHaveBeenCalledTimes(6);
  });
});
