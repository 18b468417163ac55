import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bootDeadlineScript,
  colours,
  iconSvg,
  offlinePage,
  offlineText,
  renderPng,
  webManifest,
} from './vite-pwa';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';
import { siteLanguagesOf } from '@/config/languages';
import { bootCrashText } from '@/ui/screens/status/bootCrashText';

// ADR 041: the manifest, icons, offline page and boot deadline the build writes.

const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('web app manifest and icons', () => {
  it('takes its colours from the tokens, not from the skin example in their comments', () => {
    const c = colours();
    expect(c.brand).toBe('#0b63be');
    expect(c.light.bg).toBe('#f2f4f8');
    expect(c.dark.bg).toBe('#0c1020');
  });

  it('is standalone from /, named from the settings, with 192 and 512 px icons, any and maskable', () => {
    const manifest = webManifest(colours());
    expect(manifest).toMatchObject({ name: 'WPS', short_name: 'WPS', display: 'standalone', start_url: '/' });
    const icons = manifest.icons as { sizes: string; purpose: string }[];
    for (const sizes of ['192x192', '512x512'])
      expect(icons.filter((i) => i.sizes === sizes).map((i) => i.purpose)).toEqual(['any', 'maskable']);
  });

  it('rasterises the brand mark at the sizes the manifest names; the maskable one is filled edge to edge', () => {
    const c = colours();
    expect(pngSize(renderPng(iconSvg(192, true, c)))).toEqual([192, 192]);
    expect(pngSize(renderPng(iconSvg(512, false, c)))).toEqual([512, 512]);
    expect(iconSvg(512, true, c)).toContain(`<rect width="512" height="512" fill="${c.brand}"/>`);
  });
});

describe('offline page', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.lang = '';
  });

  /** Runs the page's own script on a DOM built from its body. */
  function openOfflinePage(site = siteLanguagesOf(undefined)): void {
    const html = offlinePage(colours(), site);
    document.body.innerHTML = /<body>([\s\S]*)<script>/.exec(html)?.[1] ?? '';
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    new Function(script)();
  }

  it('speaks the stored language, with its theme, and "Try again"', () => {
    localStorage.setItem('lang', 'CN');
    localStorage.setItem('theme', 'dark');
    openOfflinePage();
    const text = offlineText();
    expect(document.querySelector('h1')?.textContent).toBe(text.CN.title);
    expect(document.querySelector('button')?.textContent).toBe(text.CN.retry);
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });

  it('falls back to Malay, the default language, and has all three in the page', () => {
    openOfflinePage();
    expect(document.querySelector('h1')?.textContent).toBe(offlineText().MY.title);
    const html = offlinePage(colours());
    for (const code of ['EN', 'MY', 'CN'] as const)
      expect(html).toContain(JSON.stringify(offlineText()[code].title));
  });

  it("speaks only the build's languages: a stored one the merchant does not offer shows its default (ADR 051)", () => {
    const site = siteLanguagesOf('VI,EN');
    localStorage.setItem('lang', 'VI');
    openOfflinePage(site);
    expect(document.querySelector('h1')?.textContent).toBe(offlineText().VI.title);
    expect(document.documentElement.lang).toBe('vi');
    localStorage.setItem('lang', 'CN');
    openOfflinePage(site);
    expect(document.querySelector('h1')?.textContent).toBe(offlineText().VI.title);
    expect(offlinePage(colours(), site)).not.toContain(JSON.stringify(offlineText().CN.title));
  });
});

describe('boot deadline from index.html', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(window, '__wpsBoot');
  });

  interface BootWatch {
    remaining(): number;
    failed(): boolean;
    done(): boolean;
  }
  const start = (): BootWatch => {
    document.body.innerHTML = '<div id="root"><main class="status-screen" aria-busy="true"></main></div>';
    new Function(bootDeadlineScript())();
    return (window as Window & { __wpsBoot?: BootWatch }).__wpsBoot as BootWatch;
  };

  it('shows the boot failure in the stored language when the deadline passes without the app', () => {
    vi.useFakeTimers();
    localStorage.setItem('language', 'EN');
    const watch = start();
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(document.querySelector('[data-testid="boot-failure-screen"]')).toBeNull();
    expect(watch.remaining()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(document.querySelector('h1')?.textContent).toBe(bootCrashText('EN').title);
    expect(document.querySelector('button')?.textContent).toBe(bootCrashText('EN').retry);
    expect(watch.done()).toBe(false);
  });

  it('shows it at once when the entry module cannot load', () => {
    start();
    const entry = document.createElement('script');
    entry.type = 'module';
    document.body.append(entry);
    entry.dispatchEvent(new Event('error'));
    expect(document.querySelector('[data-testid="boot-failure-screen"] h1')?.textContent).toBe(
      bootCrashText('MY').title,
    );
  });

  it('stays away once the app has booted', () => {
    vi.useFakeTimers();
    const watch = start();
    expect(watch.done()).toBe(true);
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
    expect(document.querySelector('[data-testid="boot-failure-screen"]')).toBeNull();
  });
});
