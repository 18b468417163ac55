import type { IndexHtmlTransformContext, IndexHtmlTransformHook, Plugin, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { siteLanguagesOf } from '../src/config/languages';
import { EARLY_REQUESTS_SLOT, insertBeforeBootRequests } from './vite-early-requests';
import { preloadLocale } from './vite-preload-locale';

const root = process.cwd();

/** The head as Vite leaves it before the post hooks: slot, entry script, preloads, stylesheet. */
const builtHead = (slot: boolean) => `<!doctype html>
<html>
  <head>
    <meta charset="UTF-8" />
    ${slot ? EARLY_REQUESTS_SLOT : ''}
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/app.js">
    <link rel="stylesheet" crossorigin href="/assets/style.css">
  </head>
  <body></body>
</html>`;

function localeBundle(): Rollup.OutputBundle {
  const chunk = (fileName: string, ids: string[]) =>
    ({
      type: 'chunk',
      fileName,
      moduleIds: ids,
      imports: [],
      isEntry: false,
    }) as unknown as Rollup.OutputChunk;
  return {
    'assets/app.js': chunk('assets/app.js', [`${root}/src/ui/app/App.tsx`]),
    'assets/locale-my.js': chunk('assets/locale-my.js', [`${root}/src/i18n/locales/my/common.json`]),
    'assets/locale-en.js': chunk('assets/locale-en.js', [`${root}/src/i18n/locales/en/common.json`]),
    'assets/locale-my-centres.js': chunk('assets/locale-my-centres.js', [
      `${root}/src/i18n/locales/my/memberMoney.json`,
      `${root}/src/i18n/locales/my/agent.json`,
    ]),
  };
}

/** The plugin's post hook on `html` (base `/`, the default it keeps until the config is resolved). */
function transform(plugin: Plugin, html: string, bundle: Rollup.OutputBundle): string {
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  const ctx = { bundle, path: '/index.html', filename: `${root}/index.html` } as IndexHtmlTransformContext;
  const out = (hook.handler as (h: string, c: IndexHtmlTransformContext) => unknown)(html, ctx);
  if (typeof out !== 'string') throw new Error('the plugin is expected to return the page');
  return out;
}

describe('insertBeforeBootRequests', () => {
  it('writes the script above the boot requests and the stylesheet', () => {
    const html = insertBeforeBootRequests(builtHead(true), 'window.x=1');
    const script = html.indexOf('<script>window.x=1</script>');
    expect(script).toBeGreaterThan(0);
    expect(script).toBeLessThan(html.indexOf(EARLY_REQUESTS_SLOT));
    expect(script).toBeLessThan(html.indexOf('rel="stylesheet"'));
  });

  it('falls back to the entry script when the page has no slot (mock builds)', () => {
    const html = insertBeforeBootRequests(builtHead(false), 'window.x=1');
    const script = html.indexOf('<script>window.x=1</script>');
    expect(script).toBeGreaterThan(0);
    expect(script).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('ends the head with it on a page with neither', () => {
    const html = insertBeforeBootRequests('<html><head></head><body></body></html>', 'window.x=1');
    expect(html).toBe('<html><head><script>window.x=1</script>\n    </head><body></body></html>');
  });
});

describe('preloadLocale', () => {
  it('preloads the stored language and its English fallback from a script that runs before the stylesheet has arrived', () => {
    const html = transform(preloadLocale(), builtHead(true), localeBundle());
    const script = html.indexOf('"MY":["/assets/locale-my.js","/assets/locale-en.js"]');
    expect(script).toBeGreaterThan(0);
    // A parser-inserted script below a stylesheet link waits for the stylesheet (and its preload with it).
    expect(script).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(script).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it("leaves the centres' translations to the first screen that shows them", () => {
    const html = transform(preloadLocale(), builtHead(true), localeBundle());
    expect(html).toContain('"MY":["/assets/locale-my.js","/assets/locale-en.js"]');
    expect(html).not.toContain('locale-my-centres');
  });

  it("knows the build's languages only, and starts from its default (ADR 051)", () => {
    const html = transform(preloadLocale(siteLanguagesOf('EN,VI')), builtHead(true), localeBundle());
    expect(html).toContain('var m={"EN":["/assets/locale-en.js"],"VI":["/assets/locale-en.js"]};var c="EN"');
    expect(html).not.toContain('locale-my.js');
  });

  it('leaves a page without translation chunks alone', () => {
    const page = builtHead(true);
    expect(transform(preloadLocale(), page, { 'assets/app.js': localeBundle()['assets/app.js']! })).toBe(
      page,
    );
  });
});
