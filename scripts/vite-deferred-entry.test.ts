import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferEntry, HOLD_PRELOADS_SCRIPT, PRELOADS_PER_TASK } from './vite-deferred-entry';
import { ADD_MODULEPRELOAD } from './vite-preload-locale';

/** The head and body of a built index.html, as Vite leaves them before this plugin. */
const BUILT = `<!doctype html>
<html lang="ms">
  <head>
    <script>/* theme */</script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="modulepreload" crossorigin href="/assets/app-1.js">
    <link rel="stylesheet" crossorigin href="/assets/style-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

type ShellWindow = Window & { __wpsShell?: Promise<void>; __wpsPreloads?: string[] | null };

/** What the page has asked for so far: modulepreloads and module scripts, in order. */
function requested(): string[] {
  return [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map(
    (node) =>
      node instanceof HTMLLinkElement
        ? `preload ${node.getAttribute('href')}`
        : `module ${node.getAttribute('src')}`,
  );
}

/** Runs the built page's inline scripts as the browser would: the hold first, preload scripts, the start. */
function runPage(html: string, held = ['/assets/locale-my.js']) {
  const scripts = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('script')]
    .map((s) => s.textContent ?? '')
    .filter((code) => code.includes('__wps'));
  const [hold, start] = [scripts[0] ?? '', scripts.at(-1) ?? ''];
  new Function(hold)();
  // The translations' and the route's preload scripts (scripts/vite-preload-locale.ts and
  // vite-preload-route.ts) run between the two.
  for (const href of held) new Function(`(${ADD_MODULEPRELOAD})('${href}')`)();
  new Function(start)();
}

describe('deferEntry (ADR 045)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.querySelectorAll('link, script').forEach((node) => node.remove());
    delete (window as ShellWindow).__wpsShell;
    delete (window as ShellWindow).__wpsPreloads;
  });

  const html = deferEntry(BUILT, 1_000);

  it('takes the entry tag and its preloads out of the head and starts them from the end of the body', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-1.css">');
    expect(html.indexOf(`<script>${HOLD_PRELOADS_SCRIPT}</script>`)).toBeLessThan(
      html.indexOf('/* theme */'),
    );
    expect(html).toMatch(/<script data-entry="\/assets\/index-1\.js">[^<]+<\/script>\s*<\/body>/);
  });

  it('starts the app at once when the page has no picture to wait for, its own chunks first', () => {
    runPage(html);
    expect(requested()).toEqual([
      'preload /assets/runtime-1.js',
      'preload /assets/app-1.js',
      'module /assets/index-1.js',
    ]);
    vi.advanceTimersByTime(0);
    expect(requested()).toEqual([
      'preload /assets/runtime-1.js',
      'preload /assets/app-1.js',
      'module /assets/index-1.js',
      'preload /assets/locale-my.js',
    ]);
  });

  it('adds the held preloads a few per task, each once, in the order they were held', () => {
    const held = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, i) => `/assets/screen-${i}.js`);
    runPage(html, held);
    const preloadsOfScreens = () => requested().filter((r) => r.includes('screen-'));
    expect(preloadsOfScreens()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(preloadsOfScreens()).toEqual(held.slice(0, PRELOADS_PER_TASK).map((h) => `preload ${h}`));
    vi.advanceTimersToNextTimer();
    expect(preloadsOfScreens()).toHaveLength(PRELOADS_PER_TASK * 2);
    vi.advanceTimersToNextTimer();
    expect(preloadsOfScreens()).toEqual(held.map((h) => `preload ${h}`));
    vi.runAllTimers();
    expect(requested()).toHaveLength(held.length + 3);
  });

  it("asks for nothing until the shell's picture is on screen, then for everything, once", async () => {
    let painted = () => {};
    (window as ShellWindow).__wpsShell = new Promise<void>((resolve) => {
      painted = resolve;
    });
    runPage(html);
    expect(requested()).toEqual([]);
    painted();
    await vi.advanceTimersByTimeAsync(0);
    expect(requested()).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(requested()).toHaveLength(4);
    // Later preloads (a screen the app loads) go out at once.
    new Function(`(${ADD_MODULEPRELOAD})('/assets/LobbyScreen.js')`)();
    expect(requested()).toContain('preload /assets/LobbyScreen.js');
  });

  it('starts anyway when the picture has not painted within the wait', async () => {
    (window as ShellWindow).__wpsShell = new Promise<void>(() => {});
    runPage(html);
    await vi.advanceTimersByTimeAsync(999);
    expect(requested()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(requested()).toContain('module /assets/index-1.js');
  });

  it('leaves an HTML without an entry tag as it is', () => {
    const plain = '<html><head></head><body></body></html>';
    expect(deferEntry(plain)).toBe(plain);
  });
});
