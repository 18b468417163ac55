import type { Plugin } from 'vite';
import { DEVICE, GATEWAY_VERSION, SITE, STORAGE_KEYS } from '../src/config/constants.ts';
import { siteLanguagesOf, wireLanguage, type SiteLanguages } from '../src/config/languages.ts';
import { lookupKeysOf } from '../src/config/paths.ts';

/**
 * The boot's GET calls, as the API client builds them (path and query, in its order). The client
 * starts them only after the entry script and its imports have loaded and run; on a phone that is
 * a second round trip before the first banner can paint. `src/api/early.test.ts` checks that each
 * one is exactly what the app asks for; a call that drifted would simply be fetched again.
 */
/**
 * Stands for the page's host in the status path until the inline script runs: the permission call adds the
 * current site host as a URL parameter (spec 01 §7), which only the page knows.
 */
export const SITE_HOST_SLOT = '__SITE_HOST__';

export function earlyRequestPaths(language: string, host: string = SITE_HOST_SLOT): string[] {
  const announcements = new URLSearchParams({
    types: SITE.announcementTypes.join(','),
    platform: 'W',
    execution: 'B',
  });
  const vendors = new URLSearchParams({ platform: 'html5-desktop', language });
  return [
    `/wps/system/status?${new URLSearchParams({ url: host }).toString()}`,
    '/wps/system/domainRoute',
    '/wps/system/country',
    `/wps/relay/MCSFE_getListAnnouncements?${announcements.toString()}`,
    `/wps/relay/GCSGAME_newGameVendor?${vendors.toString()}`,
  ];
}

/** The promotions list's path: on `/promotions` its first picture is the page's largest (ADR 045). */
export const PROMOTIONS_PATH = '/wps/relay/MCSFE_getMerchantAvailablePromotions';

/**
 * Calls made early on one page only, by the page's lower-case path (aliases included): the promotions
 * page's list, whose first picture the shell frames before the app has run (ADR 045).
 */
export function earlyPageRequestPaths(): Record<string, string[]> {
  return Object.fromEntries(lookupKeysOf('promotions').map((key) => [key, [PROMOTIONS_PATH]]));
}

/**
 * The inline script: picks the stored language and session token as the app will
 * (`readStoredLanguage` among the build's languages, the session store), sends the boot calls with the
 * client's headers (the language as the wire names it, ADR 051), and leaves the pending responses in
 * `window.__wpsEarly` keyed by URL. `src/api/early.ts` hands each one to the client once, only when
 * its Language and Authorization match the app's call.
 */
export function earlyRequestsScript(options: {
  apiBaseUrl: string;
  merchant: string;
  site?: SiteLanguages;
}): string {
  const site = options.site ?? siteLanguagesOf(undefined);
  const wire = Object.fromEntries(site.languages.map((l) => [l, wireLanguage(l)]));
  const byLanguage = Object.fromEntries(site.languages.map((l) => [l, earlyRequestPaths(wireLanguage(l))]));
  return `(function(){try{var p=${JSON.stringify(byLanguage)};var w=${JSON.stringify(wire)};var l=${JSON.stringify(site.defaultLanguage)};var k=${JSON.stringify(
    STORAGE_KEYS.language,
  )};try{for(var i=0;i<k.length;i++){var v=String(localStorage.getItem(k[i])||'').toUpperCase();if(p[v]){l=v;break}}}catch(e){}var t=null;try{t=sessionStorage.getItem('token')||null}catch(e){}var h={Merchant:${JSON.stringify(
    options.merchant,
  )},Language:w[l],Device:${JSON.stringify(DEVICE)},'X-Gateway-Version':${JSON.stringify(
    GATEWAY_VERSION,
  )},'Content-Type':'application/json;charset=UTF-8'};if(t)h.Authorization=t;var b=${JSON.stringify(
    options.apiBaseUrl,
  )}||location.origin;var g=${JSON.stringify(earlyPageRequestPaths())}[(String(location.pathname||'/').replace(/\\/+$/,'')||'/').toLowerCase()]||[];var e={};var s=new URLSearchParams({url:location.host}).toString().slice(4);p[l].concat(g).forEach(function(u){u=u.replace(${JSON.stringify(SITE_HOST_SLOT)},s);var r=fetch(b+u,{method:'GET',headers:h});r.catch(function(){});e[b+u]={language:w[l],token:t,response:r}});window.__wpsEarly=e}catch(x){}})();`;
}

/** Where index.html takes the script. */
export const EARLY_REQUESTS_SLOT = '<!-- early boot requests (scripts/vite-early-requests.ts) -->';

/**
 * `html` with `script` (an inline script's source) written before the boot requests' slot, or before
 * the entry's module script in builds without the slot, so that it runs while the parser is still
 * above the stylesheet links: a parser-inserted script below a stylesheet waits until the stylesheet
 * has arrived, and the preloads it starts would wait with it.
 */
export function insertBeforeBootRequests(html: string, script: string): string {
  const tag = `<script>${script}</script>\n    `;
  const at = [EARLY_REQUESTS_SLOT, '<script type="module"']
    .map((marker) => html.indexOf(marker))
    .find((index) => index >= 0);
  if (at === undefined) return html.replace('</head>', `${tag}</head>`);
  return html.slice(0, at) + tag + html.slice(at);
}

/**
 * Build only, and not in mock builds (their backend is a service worker that starts after the
 * entry script). Must run before `securityHeaders`, which hashes every inline script.
 */
export function earlyRequests(env: Record<string, string>): Plugin {
  return {
    name: 'early-requests',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (env.VITE_USE_MOCK === 'true' || !html.includes(EARLY_REQUESTS_SLOT)) return html;
        const script = earlyRequestsScript({
          apiBaseUrl: env.VITE_API_BASE_URL?.trim() ?? '',
          merchant: env.VITE_MERCHANT?.trim() || 'demo01a',
          site: siteLanguagesOf(env.VITE_LANGUAGES),
        });
        // In index.html's slot: after the charset and theme, before the stylesheet links (a
        // parser-inserted script waits for the CSS above it).
        return html.replace(EARLY_REQUESTS_SLOT, `<script>${script}</script>`);
      },
    },
  };
}
