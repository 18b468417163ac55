import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin, Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { CHUNK_LOAD_TIMEOUT_MS, STORAGE_KEYS } from '../src/config/constants.ts';
import {
  LANGUAGE_REGISTRY,
  SHIPPED_LANGUAGES,
  siteLanguagesOf,
  type Language,
  type SiteLanguages,
} from '../src/config/languages.ts';
import { settings } from '../src/config/settings.ts';
import { bootCrashText } from '../src/ui/screens/status/bootCrashText.ts';
import { isCentreNamespaceFile } from '../src/i18n/namespaces.ts';
import { LOCALE_FILE } from './vite-initial-chunks.ts';
import { CSP_META_SLOT } from './vite-csp.ts';

/**
 * The installable site (ADR 041): the web app manifest and its icons, the designed offline page, the boot
 * deadline that starts in index.html, and (production builds only) the app-shell service worker.
 */

// The project root, as the other build plugins take it (vite-preload-route): under the unit tests'
// jsdom, `import.meta.url` is not a file address.
const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');

export const MANIFEST_FILE = 'manifest.webmanifest';
export const OFFLINE_PAGE = 'offline.html';
export const ICONS = {
  any192: 'icons/icon-192.png',
  any512: 'icons/icon-512.png',
  maskable192: 'icons/maskable-192.png',
  maskable512: 'icons/maskable-512.png',
  apple: 'icons/apple-touch-icon.png',
} as const;

/** A token's first literal value in a block of tokens.css (the white-label defaults, ADR 018). */
function token(source: string, name: string, block: 'light' | 'dark'): string {
  // Comments show skin examples with other colours.
  const css = source.replace(/\/\*[\s\S]*?\*\//g, '');
  const start = block === 'dark' ? css.indexOf("[data-theme='dark']") : 0;
  const match = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{3,8})`).exec(css.slice(start));
  if (!match?.[1]) throw new Error(`tokens.css has no literal ${name} (${block})`);
  return match[1];
}

export interface PwaColours {
  brand: string;
  onBrand: string;
  accent: string;
  light: { bg: string; surface: string; text: string; muted: string };
  dark: { bg: string; surface: string; text: string; muted: string; brand: string; onBrand: string };
}

export function colours(css = read('src/ui/app/tokens.css')): PwaColours {
  const theme = (block: 'light' | 'dark') => ({
    bg: token(css, '--color-bg', block),
    surface: token(css, '--color-surface', block),
    text: token(css, '--color-text', block),
    muted: token(css, '--color-text-muted', block),
  });
  return {
    brand: token(css, '--brand-primary', 'light'),
    onBrand: token(css, '--brand-on-primary', 'light'),
    accent: token(css, '--brand-accent', 'light'),
    light: theme('light'),
    dark: {
      ...theme('dark'),
      brand: token(css, '--brand-primary-on-dark', 'light'),
      onBrand: token(css, '--brand-on-primary-dark', 'light'),
    },
  };
}

/**
 * The brand mark (public/favicon.svg, the logo the header's favicon already is) on an icon canvas.
 * Maskable icons fill the square with the brand colour and keep the mark inside the central 80 % circle
 * (the safe zone launchers may crop to); the plain ones are the mark itself.
 */
export function iconSvg(size: number, maskable: boolean, c: PwaColours): string {
  const mark = read('public/favicon.svg')
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '');
  if (!maskable) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">${mark}</svg>`;
  }
  // The mark's 32-unit box scaled to 56 % of the canvas: its corners stay inside the 80 % circle.
  const scale = (size * 0.56) / 32;
  const offset = (size - 32 * scale) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${c.brand}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${mark}</g></svg>`
  );
}

export function renderPng(svg: string): Buffer {
  return Buffer.from(new Resvg(svg).render().asPng());
}

export function webManifest(c: PwaColours): Record<string, unknown> {
  return {
    id: '/',
    name: settings.site.name,
    short_name: settings.site.shortName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: c.brand,
    background_color: c.light.bg,
    icons: [
      { src: `/${ICONS.any192}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `/${ICONS.any512}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `/${ICONS.maskable192}`, sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: `/${ICONS.maskable512}`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

type ShellText = { offline: { title: string; text: string; retry: string } };

/** Spec 01 §1's first reading, for a caller that names no build's languages. */
const FIRST_READING: SiteLanguages = siteLanguagesOf(undefined);

/** The build's languages' `lang` tags, by site code (`languages.ts`). */
function htmlLangs(site: SiteLanguages): Record<string, string> {
  return Object.fromEntries(site.languages.map((lang) => [lang, LANGUAGE_REGISTRY[lang].htmlLang]));
}

/** The offline page's text in each shipped language, from the shell translations (`shell:offline.*`). */
export function offlineText(): Record<Language, ShellText['offline']> {
  const out = {} as Record<Language, ShellText['offline']>;
  for (const lang of SHIPPED_LANGUAGES) {
    const file = `src/i18n/locales/${LANGUAGE_REGISTRY[lang].folder}/shell.json`;
    out[lang] = (JSON.parse(read(file)) as ShellText).offline;
  }
  return out;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Reads the stored language as index.html's first inline script does (spec 01 §3 keys). */
const storedLanguageJs = (site: SiteLanguages) =>
  `function(){try{var k=${JSON.stringify(STORAGE_KEYS.language)};for(var i=0;i<k.length;i++){var v=localStorage.getItem(k[i]);if(v)return String(v).toUpperCase();}}catch(e){}return ${JSON.stringify(site.defaultLanguage)};}`;

/**
 * The page the service worker answers a navigation with when the network fails (ADR 041): the site's
 * colours in both themes, its mark, the text in the stored language, and "Try again", which reloads the
 * address the player was on (the worker serves this page under that address). Self-contained: nothing
 * else may be reachable.
 */
export function offlinePage(c: PwaColours, site: SiteLanguages = FIRST_READING): string {
  const all = offlineText();
  // The build's languages only: a stored language the merchant no longer offers shows the default.
  const text = Object.fromEntries(site.languages.map((lang) => [lang, all[lang]]));
  const mark = read('public/favicon.svg');
  const initial = all[site.defaultLanguage];
  const script = `(function(){var t=${JSON.stringify(text)};var h=${JSON.stringify(htmlLangs(site))};var l=(${storedLanguageJs(site)})();if(!t[l])l=${JSON.stringify(site.defaultLanguage)};var d=document.documentElement;d.lang=h[l];try{d.setAttribute('data-theme',localStorage.getItem('theme')==='dark'?'dark':'light');}catch(e){}document.getElementById('offline-title').textContent=t[l].title;document.getElementById('offline-text').textContent=t[l].text;var b=document.getElementById('offline-retry');b.textContent=t[l].retry;document.title=t[l].title;b.addEventListener('click',function(){location.reload();});})();`;
  const style = `:root,[data-theme='light']{--bg:${c.light.bg};--surface:${c.light.surface};--text:${c.light.text};--muted:${c.light.muted};--brand:${c.brand};--on-brand:${c.onBrand}}[data-theme='dark']{--bg:${c.dark.bg};--surface:${c.dark.surface};--text:${c.dark.text};--muted:${c.dark.muted};--brand:${c.dark.brand};--on-brand:${c.dark.onBrand}}*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;padding:16px;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans SC',sans-serif}main{width:100%;max-width:420px;background:var(--surface);border-radius:16px;padding:32px 24px;text-align:center;box-shadow:0 8px 24px rgb(0 0 0 / 12%)}svg{width:56px;height:56px}h1{font-size:1.25rem;margin:16px 0 8px}p{color:var(--muted);margin:0 0 24px}button{min-height:44px;min-width:44px;padding:0 24px;border:0;border-radius:10px;background:var(--brand);color:var(--on-brand);font:inherit;font-weight:600;cursor:pointer}button:focus-visible{outline:3px solid var(--brand);outline-offset:3px}`;
  return `<!doctype html>
<html lang="${LANGUAGE_REGISTRY[site.defaultLanguage].htmlLang}" data-theme="light">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="color-scheme" content="light dark" />
    <title>${escapeHtml(initial.title)}</title>
    <style>${style}</style>
  </head>
  <body>
    <main aria-labelledby="offline-title">
      ${mark.replace('<svg ', '<svg aria-hidden="true" ')}
      <h1 id="offline-title">${escapeHtml(initial.title)}</h1>
      <p id="offline-text" role="status">${escapeHtml(initial.text)}</p>
      <button type="button" id="offline-retry">${escapeHtml(initial.retry)}</button>
    </main>
    <script>${script}</script>
  </body>
</html>
`;
}

/**
 * The boot deadline, started by index.html itself (ADR 041): an entry chunk that 404s or stalls never runs
 * main.tsx, so the clock and the failure screen cannot live there. The screen is the same markup as
 * `BootFailureView`, in the stored language (`BOOT_CRASH_TEXT`); main.tsx reads the time left from
 * `window.__wpsBoot` and marks the boot done.
 */
export function bootDeadlineScript(site: SiteLanguages = FIRST_READING): string {
  const text = Object.fromEntries(site.languages.map((lang) => [lang, bootCrashText(lang)]));
  const markup =
    '<main class="status-screen" data-testid="boot-failure-screen"><section class="status-screen__card" aria-labelledby="boot-failure-title"><h1 id="boot-failure-title"></h1><p role="alert"></p><div class="status-screen__actions"><button type="button" class="btn btn--primary"></button></div></section></main>';
  return `(function(){var t=${JSON.stringify(text)};var h=${JSON.stringify(htmlLangs(site))};var ms=${CHUNK_LOAD_TIMEOUT_MS};var start=Date.now();var done=false;var failed=false;function fail(){if(done||failed)return;failed=true;var l=(${storedLanguageJs(site)})();if(!t[l])l=${JSON.stringify(site.defaultLanguage)};var r=document.getElementById('root');if(!r){r=document.createElement('div');document.body.appendChild(r);}r.innerHTML=${JSON.stringify(markup)};r.firstChild.setAttribute('lang',h[l]);r.querySelector('h1').textContent=t[l].title;r.querySelector('p').textContent=t[l].text;var b=r.querySelector('button');b.textContent=t[l].retry;b.addEventListener('click',function(){location.reload();});}var timer=setTimeout(fail,ms);addEventListener('error',function(e){var s=e.target;if(s&&s.tagName==='SCRIPT'&&s.type==='module')fail();},true);window.__wpsBoot={remaining:function(){return Math.max(0,ms-(Date.now()-start));},failed:function(){return failed;},done:function(){if(failed)return false;done=true;clearTimeout(timer);return true;}};})();`;
}

/** Lazily loaded modules the shell needs across a deploy (ADR 041). */
const PRECACHED_LAZY_MODULES =
  /[\\/]src[\\/]ui[\\/](app[\\/]pwa[\\/]UpdatePrompt|components[\\/]InstallApp)\.tsx$/;

/** The chunks of the first load (the entry, its static imports, the translations) and the prompts'. */
function shellFiles(bundle: Rollup.OutputBundle): Set<string> {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const files = new Set<string>();
  // The update prompt and the install button load lazily, and the prompt's moment is right after a
  // deploy removed the old chunks from the host: the running worker must still have them.
  const pending = [...chunks.values()]
    .filter((c) => c.isEntry || (c.facadeModuleId !== null && PRECACHED_LAZY_MODULES.test(c.facadeModuleId)))
    .map((c) => c.fileName);
  while (pending.length > 0) {
    const name = pending.pop();
    if (name === undefined || files.has(name)) continue;
    files.add(name);
    pending.push(...(chunks.get(name)?.imports ?? []));
  }
  for (const chunk of chunks.values()) {
    const isLocale = chunk.moduleIds.some((id) => LOCALE_FILE.test(id));
    if (isLocale && !chunk.moduleIds.some(isCentreNamespaceFile)) files.add(chunk.fileName);
  }
  return files;
}

/** Files the worker precaches besides the first load's chunks. */
const ALWAYS_PRECACHED = [OFFLINE_PAGE, MANIFEST_FILE, ...Object.values(ICONS), 'favicon.svg', 'favicon.ico'];

export function pwa(options: { serviceWorker: boolean; site?: SiteLanguages }): Plugin[] {
  const site = options.site ?? FIRST_READING;
  const c = colours();
  const precached = new Set<string>(ALWAYS_PRECACHED);
  const app: Plugin = {
    name: 'wps-pwa',
    apply: 'build',
    generateBundle(_, bundle) {
      const emit = (fileName: string, source: string | Uint8Array) =>
        this.emitFile({ type: 'asset', fileName, source });
      emit(MANIFEST_FILE, `${JSON.stringify(webManifest(c), null, 2)}\n`);
      for (const [file, size, maskable] of [
        [ICONS.any192, 192, false],
        [ICONS.any512, 512, false],
        [ICONS.maskable192, 192, true],
        [ICONS.maskable512, 512, true],
        [ICONS.apple, 180, true],
      ] as const) {
        emit(file, renderPng(iconSvg(size, maskable, c)));
      }
      emit(OFFLINE_PAGE, offlinePage(c, site));
      for (const file of shellFiles(bundle)) precached.add(file);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // First script of the page, yet after the CSP meta tag (which must precede every script).
        const deadline = `<script>${bootDeadlineScript(site)}</script>`;
        const withDeadline = html.includes(CSP_META_SLOT)
          ? html.replace(CSP_META_SLOT, `${CSP_META_SLOT}\n    ${deadline}`)
          : html.replace(/<head>/i, `<head>\n    ${deadline}`);
        return {
          html: withDeadline,
          tags: [
            { tag: 'link', attrs: { rel: 'manifest', href: `/${MANIFEST_FILE}` }, injectTo: 'head' },
            { tag: 'link', attrs: { rel: 'apple-touch-icon', href: `/${ICONS.apple}` }, injectTo: 'head' },
            {
              tag: 'meta',
              attrs: { name: 'theme-color', content: c.brand, media: '(prefers-color-scheme: light)' },
              injectTo: 'head',
            },
            {
              tag: 'meta',
              attrs: { name: 'theme-color', content: c.dark.bg, media: '(prefers-color-scheme: dark)' },
              injectTo: 'head',
            },
            { tag: 'meta', attrs: { name: 'mobile-web-app-capable', content: 'yes' }, injectTo: 'head' },
          ],
        };
      },
    },
  };
  if (!options.serviceWorker) return [app];
  return [
    app,
    ...VitePWA({
      // Registered by src/ui/app/pwa after the first paint, never by an injected script.
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      strategies: 'generateSW',
      filename: 'sw.js',
      // After the security headers and the compressed copies: the worker precaches the finished files.
      integration: { closeBundleOrder: 'post' },
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest}'],
        // The mock's files never exist in a production build; listed so a mistake cannot precache them.
        globIgnores: [
          'mockServiceWorker.js',
          'mock-game.html',
          '**/*.br',
          '**/*.gz',
          'sw.js',
          'workbox-*.js',
        ],
        // Only the shell: other screens' chunks come from the network when first opened.
        manifestTransforms: [
          (entries) => ({
            // Stylesheets are written after this plugin's generateBundle: matched by extension.
            manifest: entries.filter((e) => precached.has(e.url) || e.url.endsWith('.css')),
            warnings: [],
          }),
        ],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        dontCacheBustURLsMatching: /^assets\//,
        // Navigations always go to the network (index.html is no-cache, so a deploy is seen at once);
        // only when that fails does the designed offline page answer. Frames (games, vendor pages) and
        // every other request (/wps, /lgw, pictures) are not touched: no route matches them.
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request, sameOrigin }) =>
              sameOrigin && request.mode === 'navigate' && request.destination === 'document',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: `/${OFFLINE_PAGE}` } },
          },
        ],
        cleanupOutdatedCaches: true,
        // The first install controls the open page at once; an update waits for the player's "reload".
        clientsClaim: true,
        skipWaiting: false,
        inlineWorkboxRuntime: true,
        sourcemap: false,
      },
    }),
  ];
}
