/* eslint-disable testing-library/no-node-access -- the markup a build writes into index.html is what is
   under test (its landmarks, its lack of text and style attributes, the very element React adopts). */
/**
 * The prerendered shell (ADR 044): the build writes BootShell's markup into index.html, and the app's
 * first render adopts that markup through `hydrateRoot` without a mismatch (the setup fails a test on
 * any console.error, which is where React reports one), whatever the route and the language.
 */
import { act, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { fromPromise } from 'xstate';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { api } from '@/api/instance';
import { loadSystemData } from '@/machines/systemStatus/systemStatus.actors';
import { systemStatusMachine, type SystemData } from '@/machines/systemStatus/systemStatus.machine';
import { App } from '@/ui/app/App';
import { createQueryClient } from '@/ui/app/query-client';
import { hasPrerenderedShell } from '@/ui/screens/status/prerenderedShell';
import {
  bootPageScript,
  prerenderedShell,
  SHELL_END,
  SHELL_START,
  indexWithShell,
} from '../../../scripts/vite-prerender';
import { allowSlowScreens } from '../../support/steps';

const indexHtml = readFileSync(join(process.cwd(), 'index.html'), 'utf8');

beforeAll(() => {
  allowSlowScreens();
});

describe('the prerendered index.html', () => {
  const html = indexWithShell(indexHtml);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const root = doc.getElementById('root');

  it('holds the shell in #root instead of the splash: header, banner frame, main, footer', () => {
    expect(indexHtml).toContain(SHELL_START);
    expect(html).not.toContain(SHELL_START);
    expect(html).not.toContain(SHELL_END);
    expect(root?.querySelector('.spinner')).toBeNull();
    expect(root?.querySelector('header')).not.toBeNull();
    expect(root?.querySelector('.boot-shell__frame')).not.toBeNull();
    expect(root?.querySelector('main')).not.toBeNull();
    expect(root?.querySelector('footer')).not.toBeNull();
    expect(root && hasPrerenderedShell(root)).toBe(true);
  });

  it('carries no word of any language and no style attribute (the CSP allows none)', () => {
    // The brand is the only text, and it is hidden from assistive technology.
    const words = (root?.textContent ?? '').trim();
    expect(words).toBe('WPS');
    expect(root?.querySelector('[aria-hidden="true"]')?.textContent).toBe('WPS');
    expect(root?.querySelector('[style]')).toBeNull();
  });

  it('is not taken for the shell when it is the splash of the dev server', () => {
    const dev = new DOMParser().parseFromString(indexHtml, 'text/html').getElementById('root');
    expect(dev && hasPrerenderedShell(dev)).toBe(false);
  });
});

describe('the head script', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    document.documentElement.removeAttribute('data-boot-page');
    document.documentElement.removeAttribute('data-boot-banner');
    document.body.innerHTML = '';
    delete window.__wpsEarly;
    delete (window as Window & { __wpsShell?: unknown }).__wpsShell;
    vi.unstubAllGlobals();
  });

  it.each([
    ['/', 'home', true],
    ['/RNG/', 'rng', true],
    ['/promotions', 'promotions', true],
    ['/vip', null, false],
  ])('on %s names the page %s (banner frame: %s)', (path, page, banner) => {
    window.history.replaceState(null, '', path);
    new Function(bootPageScript())();
    expect(document.documentElement.getAttribute('data-boot-page')).toBe(page);
    expect(document.documentElement.hasAttribute('data-boot-banner')).toBe(banner);
  });

  /** The shell in the body and the early announcements answer in `window.__wpsEarly`, as index.html has them. */
  async function paintFrom(banners: unknown[], path = '/rng') {
    window.history.replaceState(null, '', path);
    document.body.innerHTML = `<div id="root">${prerenderedShell()}</div>`;
    const body = JSON.stringify({ success: true, value: { banners } });
    const response = Promise.resolve(new Response(body, { status: 200 }));
    window.__wpsEarly = {
      [`${location.origin}/wps/relay/MCSFE_getListAnnouncements?types=B`]: {
        language: 'MY',
        token: null,
        response,
      },
    };
    new Function(bootPageScript())();
    // The answer's body is read through two promise steps.
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
    const frame = document.querySelector<HTMLElement>('.boot-shell__frame');
    // The app's client still reads the original answer.
    expect((await response).bodyUsed).toBe(false);
    return frame?.style.backgroundImage ?? '';
  }

  const banner = (groupName: string, url: string) => ({ title: 'B', groupName, url });

  it("shows the page's first banner in the frame as soon as the early answer arrives", async () => {
    const painted = await paintFrom([
      banner('w_home', 'https://cdn.example/home.webp'),
      banner('w_rng', 'https://cdn.example/rng-1.webp'),
      banner('w_rng', 'https://cdn.example/rng-2.webp'),
    ]);
    expect(painted).toContain('https://cdn.example/rng-1.webp');
  });

  it('leaves out a picture the banner strip would not show, and the frame of a page without banners', async () => {
    expect(await paintFrom([banner('w_rng', 'javascript:alert(1)')])).toBe('');
    expect(await paintFrom([banner('w_rng', 'data:text/html,<b>x</b>')])).toBe('');
    expect(await paintFrom([banner('w_rng', 'http://elsewhere.example/x.png')])).toBe('');
    expect(await paintFrom([banner('w_home', 'https://cdn.example/home.webp')])).toBe('');
  });

  /** The head script's promise that the shell's first picture is on screen (ADR 045), settled or not. */
  async function shellSettled(): Promise<boolean> {
    const shell = (window as Window & { __wpsShell?: Promise<void> }).__wpsShell;
    if (!shell) throw new Error('no window.__wpsShell');
    let settled = false;
    void shell.then(() => {
      settled = true;
    });
    // A frame and a task after the paint.
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 20));
    return settled;
  }

  /** `new Image()` as the head script calls it, recorded: a test decides when each picture has loaded. */
  function fakePictures(): { onload: (() => void) | null; src: string }[] {
    const pictures: { onload: (() => void) | null; src: string }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        src = '';
        constructor() {
          pictures.push(this);
        }
      },
    );
    return pictures;
  }

  it('says the shell is ready only once the painted picture has loaded (ADR 045)', async () => {
    const pictures = fakePictures();
    await paintFrom([banner('w_rng', 'https://cdn.example/rng-1.webp')]);
    expect(pictures.map((p) => p.src)).toEqual(['https://cdn.example/rng-1.webp']);
    expect(await shellSettled()).toBe(false);
    pictures[0]?.onload?.();
    expect(await shellSettled()).toBe(true);
  });

  it("on /promotions frames the first promotion's picture in the first card, and is ready once both pictures are", async () => {
    const pictures = fakePictures();
    window.history.replaceState(null, '', '/promotions');
    document.body.innerHTML = `<div id="root">${prerenderedShell()}</div>`;
    const answer = (value: unknown) =>
      Promise.resolve(new Response(JSON.stringify({ success: true, value }), { status: 200 }));
    window.__wpsEarly = {
      [`${location.origin}/wps/relay/MCSFE_getListAnnouncements?types=B`]: {
        language: 'MY',
        token: null,
        response: answer({ banners: [banner('w_promotion', 'https://cdn.example/promo-banner.webp')] }),
      },
      [`${location.origin}/wps/relay/MCSFE_getMerchantAvailablePromotions`]: {
        language: 'MY',
        token: null,
        response: answer([
          { id: 1, title: 'A', imageUrl: 'https://cdn.example/first.webp' },
          { id: 2, title: 'B', imageUrl: 'https://cdn.example/second.webp' },
        ]),
      },
    };
    new Function(bootPageScript())();
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
    const card = document.querySelector<HTMLElement>('.boot-shell__block--card');
    expect(card?.style.backgroundImage).toContain('https://cdn.example/first.webp');
    expect(pictures.map((p) => p.src)).toContain('https://cdn.example/first.webp');
    for (const picture of pictures.slice(0, -1)) picture.onload?.();
    expect(await shellSettled()).toBe(false);
    pictures.at(-1)?.onload?.();
    expect(await shellSettled()).toBe(true);
  });

  it('says the shell is ready at once when the answer has no picture for the page', async () => {
    await paintFrom([banner('w_home', 'https://cdn.example/home.webp')]);
    expect(await shellSettled()).toBe(true);
    await paintFrom([banner('w_rng', 'javascript:alert(1)')]);
    expect(await shellSettled()).toBe(true);
  });

  it('leaves an unknown address without a page', () => {
    window.history.replaceState(null, '', '/no-such-page');
    new Function(bootPageScript())();
    expect(document.documentElement.hasAttribute('data-boot-page')).toBe(false);
  });
});

describe('hydrating the shell', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  async function hydrate(path: string, language: 'EN' | 'MY' | 'CN') {
    await initI18n(language);
    let release: () => void = () => undefined;
    const statusHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The boot data waits until the test lets it through, so the first render is the boot's.
    const system = systemStatusMachine.provide({
      actors: {
        loadSystem: fromPromise<SystemData>(async () => {
          await statusHeld;
          return loadSystemData(api);
        }),
      },
    });
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = prerenderedShell();
    document.body.appendChild(container);
    const shell = container.firstElementChild;
    // The browser's own location, as main.tsx renders the app (a memory location has no server snapshot).
    window.history.replaceState(null, '', path);
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App queryClient={createQueryClient({ test: true })} systemLogic={system} />
        </StrictMode>,
      );
      await Promise.resolve();
    });
    return { container, shell, release };
  }

  it.each([
    ['/', 'MY'],
    ['/rng', 'EN'],
    ['/promotions', 'CN'],
  ] as const)('adopts the painted markup on %s in %s, then shows the page', async (path, language) => {
    const { container, shell, release } = await hydrate(path, language);
    // Adopted, not rebuilt: the very element the HTML painted is still in place.
    expect(container.firstElementChild).toBe(shell);
    expect(container.childElementCount).toBe(1);
    release();
    expect(await screen.findByTestId('site-header', undefined, { timeout: 8000 })).toBeVisible();
    expect(container.querySelector('[data-boot-shell]')).toBeNull();
  });
});
