import { PAGE_TYPES, paths, type PageType } from '../../src/config/paths';
import { expect, type Page } from './fixtures';
import { openLogin, solveSlider, submitLogin } from './steps';

/**
 * Routes, viewports and themes the e2e specs walk (spec 01 §2, spec 02 §2): one list, read from the app's
 * own route table (src/config/paths.ts), so a new route is covered by every spec that uses it.
 */
export const ROUTES: readonly { type: PageType; path: string }[] = PAGE_TYPES.map((type) => ({
  type,
  path: paths[type].path,
}));

/**
 * Routes that are home with a popup on top (/register, /login): a sweep loads them afresh rather than
 * walking into them in-app, where the popup's own close and the route's open meet.
 */
export const POPUP_ROUTES: ReadonlySet<string> = new Set([paths.register.path, paths.login.path]);

/** Home and the lobbies: the routes checked again with a member logged in. */
export const MEMBER_ROUTES: readonly string[] = ['home', 'rng', 'live', 'fish', 'sports', 'esports', 'pvp']
  .filter((t): t is PageType => t in paths)
  .map((t) => paths[t as PageType].path);

export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 800 },
] as const;

/** English and a theme in storage before the first script runs. */
export async function prepare(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((t) => {
    // Init scripts run in every frame too; the sandboxed game frame has no storage (and is not the site).
    if (window !== window.top) return;
    localStorage.setItem('lang', 'EN');
    localStorage.setItem('theme', t);
  }, theme);
}

/** Opens `path` on the default mock scenario and waits for the app to render in the chosen theme. */
export async function visit(page: Page, path: string, theme: Theme): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}scenario=default`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await booted(page);
}

/**
 * The app has replaced index.html's static splash (which sits inside #root, so "#root not empty" proves
 * nothing): a check or a screenshot now sees the page, not the boot screen.
 */
export async function booted(page: Page): Promise<void> {
  await expect(page.locator('#root .boot-splash')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('#root')).not.toBeEmpty();
}

/**
 * Moves the running app to `path` as its own links do (the router hears `history.pushState`), with no
 * new page load. Route sweeps boot the demo once and then walk: a boot (the mock worker, the chunks)
 * costs seconds on a loaded CI machine, and a reload between routes also re-registers the mock's
 * service worker. Direct loads of every route stay covered by network.spec.ts.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  // A popup route (/login, /register) leaves its popup open: close it as a player would (its Close
  // button), so the next route is seen and scanned on its own.
  const dialogs = page.getByRole('dialog');
  if ((await dialogs.count()) > 0) {
    await dialogs.first().getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialogs).toHaveCount(0);
  }
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.scrollTo(0, 0);
  }, path);
  await expect(page).toHaveURL((url) =>
    `${url.pathname}${url.search}`.startsWith(path.split('#')[0] ?? path),
  );
  await expect(page.locator('#root')).not.toBeEmpty();
}

/** Logs player01 in from the current page and dismisses the welcome popup. */
export async function logInPlayer(page: Page): Promise<void> {
  const dialog = await openLogin(page);
  await submitLogin(dialog, 'player01', 'Passw0rd1');
  await solveSlider(page);
  const welcome = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(welcome).toBeVisible({ timeout: 20_000 });
  await welcome.getByRole('button', { name: 'OK' }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByTestId('member-area')).toBeVisible();
}

/** How long a sweep waits for the network to go quiet before it checks the page anyway. */
const NETWORK_QUIET_MS = 15_000;

/**
 * Waits until no request has been in flight for half a second, or NETWORK_QUIET_MS. The route sweeps (layout,
 * axe, network) wait for this before they look; twice, on a loaded machine, the quiet never came and the
 * sweep sat until its whole test's limit (layout at 390 px dark, axe's routes), failing nothing it checks.
 * Failed and unanswered requests are network.spec's own assertions, not this wait's.
 */
export async function networkQuiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: NETWORK_QUIET_MS }).catch(() => undefined);
}

/**
 * Scrolls to the end of the page a screen at a time, as a player reading it would, so that what renders
 * on approach (the home page's blocks, lazy pictures) is all drawn; then back to the top. Each step
 * waits two frames: the observers that start the rendering report after a frame.
 */
export async function scrollThrough(page: Page): Promise<void> {
  for (let step = 0; step < 30; step += 1) {
    const atEnd = await page.evaluate(async () => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    if (atEnd) break;
  }
  await networkQuiet(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}
