import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { PAGE_TYPES, paths } from '../../src/config/paths';
import { POPUP_ROUTES, booted, goInApp, networkQuiet, scrollThrough } from './routes';

/**
 * axe-core on every route and every popup, in the light and the dark theme (ADR 017):
 * WCAG 2.0/2.1 A and AA rules, no serious or critical violation. A failure lists each violation with the
 * elements it found, so the report says what to fix.
 */

// Route scans per theme are split into parts that share the two workers.
const ROUTE_PARTS = 3;

type Theme = 'light' | 'dark';
const THEMES: readonly Theme[] = ['light', 'dark'];

type MockWindow = Window & { __WPS_MOCK__?: { lastSliderX(): number | null } };

async function start(page: Page, theme: Theme, path = '/', scenario = 'default') {
  await page.addInitScript((t) => {
    localStorage.setItem('lang', 'EN');
    localStorage.setItem('theme', t);
  }, theme);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}scenario=${scenario}`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await booted(page);
}

/** Waits for the page to stop changing: requests answered, finite animations (a popup's fade) ended. */
async function settle(page: Page) {
  await networkQuiet(page);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

async function seriousViolations(page: Page, what: string): Promise<string[]> {
  await settle(page);
  return seriousAxeViolations(page, what);
}

async function expectNoSeriousViolations(page: Page, what: string) {
  expect(await seriousViolations(page, what), `${what}: serious/critical axe violations`).toEqual([]);
}

async function solveSlider(page: Page) {
  const slider = page.getByTestId('slider-challenge');
  await expect(slider.getByRole('img').first()).toBeVisible();
  const x = await page.evaluate(() => String((window as MockWindow).__WPS_MOCK__?.lastSliderX() ?? ''));
  await slider.getByRole('slider').fill(x);
  await slider.getByRole('button', { name: 'Verify' }).click();
}

async function openLogin(page: Page) {
  await page.getByTestId('visitor-area').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function logIn(page: Page, username: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(page);
}

// Several axe scans a test, on a machine shared with others: minutes, not seconds.
test.describe.configure({ timeout: 180_000 });

for (const theme of THEMES) {
  test.describe(`axe, ${theme} theme`, () => {
    // The routes in a few parts: each boots once and walks its routes with the app's own navigation.
    for (let part = 0; part < ROUTE_PARTS; part += 1) {
      const types = PAGE_TYPES.filter((_, i) => i % ROUTE_PARTS === part);
      test(`routes, part ${part + 1} of ${ROUTE_PARTS}`, async ({ page }) => {
        const found: string[] = [];
        for (const [i, type] of types.entries()) {
          const path = paths[type].path;
          if (i === 0 || POPUP_ROUTES.has(path)) await start(page, theme, path);
          else await goInApp(page, path);
          await expect(page.locator('#root')).not.toBeEmpty();
          // The whole page is scanned: what renders on approach (the home page's blocks) included.
          if (!POPUP_ROUTES.has(path)) await scrollThrough(page);
          found.push(...(await seriousViolations(page, `${path} (${theme})`)));
        }
        expect(found, 'serious/critical axe violations').toEqual([]);
      });
    }

    test('status screens: maintenance and region blocked', async ({ page }) => {
      await start(page, theme, '/', 'maintenance');
      await expect(page.getByTestId('maintenance-screen')).toBeVisible({ timeout: 20_000 });
      await expectNoSeriousViolations(page, `maintenance (${theme})`);
      await page.goto('/?scenario=regionBlocked');
      await expect(page.getByTestId('region-blocked-screen')).toBeVisible({ timeout: 20_000 });
      await expectNoSeriousViolations(page, `region blocked (${theme})`);
    });

    test('header drop-downs: a category and the language menu', async ({ page }) => {
      await start(page, theme);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      const name = (await nav.getByRole('button', { expanded: false }).first().innerText()).trim();
      const category = nav.getByRole('button', { name, exact: true });
      await category.focus();
      await category.press('ArrowDown');
      await expect(category).toHaveAttribute('aria-expanded', 'true');
      await expectNoSeriousViolations(page, `category drop-down (${theme})`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'EN', exact: true }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoSeriousViolations(page, `language menu (${theme})`);
    });

    test('login popup, the slider and its text alternative', async ({ page }) => {
      await start(page, theme);
      const dialog = await openLogin(page);
      await expectNoSeriousViolations(page, `login (${theme})`);
      await dialog.getByLabel('Username').fill('player01');
      await dialog.getByLabel('Password').fill('Passw0rd1');
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByTestId('slider-challenge').getByRole('img').first()).toBeVisible();
      await expectNoSeriousViolations(page, `login slider (${theme})`);
      await page.getByRole('button', { name: 'Use a text question instead' }).click();
      await expect(page.getByRole('textbox', { name: /^What is / })).toBeVisible();
      await expectNoSeriousViolations(page, `login text challenge (${theme})`);
    });

    test('login by mobile', async ({ page }) => {
      await start(page, theme, '/', 'smsLogin');
      const dialog = await openLogin(page);
      await dialog.getByRole('tab', { name: 'Mobile' }).click();
      await expect(dialog.getByLabel('Mobile number')).toBeVisible();
      await expectNoSeriousViolations(page, `login by mobile (${theme})`);
    });

    test('register and forgot-password popups', async ({ page }) => {
      await start(page, theme);
      await page.getByTestId('visitor-area').getByRole('button', { name: 'Register' }).click();
      await expect(page.getByTestId('register-form')).toBeVisible();
      await expectNoSeriousViolations(page, `register (${theme})`);
      await page.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const login = await openLogin(page);
      await login.getByRole('button', { name: 'Forgot password?' }).click();
      const forgot = page.getByRole('dialog', { name: 'Forgot password' });
      await expect(forgot).toBeVisible();
      await expectNoSeriousViolations(page, `forgot password (${theme})`);
      await forgot.getByRole('tab', { name: 'Mobile' }).click();
      await expectNoSeriousViolations(page, `forgot password by mobile (${theme})`);
    });

    test('notice and help popups', async ({ page }) => {
      await start(page, theme);
      const bar = page.getByTestId('notice-bar');
      // The titles scroll: a keyboard press does not need one to hold still.
      await bar.getByRole('button').first().focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, `notice (${theme})`);
      await page.goto('/help?scenario=default');
      await expect(page.locator('#root')).not.toBeEmpty();
      await expectNoSeriousViolations(page, `help (${theme})`);
    });

    test('forced password change', async ({ page }) => {
      await start(page, theme, '/', 'forcedPasswordChange');
      await logIn(page, 'weak01', '123456');
      await expect(page.getByRole('dialog', { name: 'Change password' })).toBeVisible({ timeout: 20_000 });
      await expectNoSeriousViolations(page, `change password (${theme})`);
    });

    test("launch popups: a vendor's games and the blocked new window", async ({ page }) => {
      // The browser's popup blocker, as a player with one switched on meets it: window.open answers null.
      await page.addInitScript(() => {
        window.open = () => null;
      });
      await start(page, theme, '/rng');
      await logIn(page, 'player01', 'Passw0rd1');
      const welcome = page.getByRole('dialog', { name: 'Welcome back' });
      await expect(welcome).toBeVisible({ timeout: 20_000 });
      await welcome.getByRole('button', { name: 'OK' }).click();
      await expect(welcome).toBeHidden();

      // A VASSALAGE game (MG) opens the list of its vendor's games.
      await page.goto('/rng?page=MG');
      await page
        .getByTestId('game-card')
        .first()
        .getByRole('button', { name: /^Play / })
        .click();
      const vendorGames = page.getByRole('dialog', { name: /games/i });
      await expect(vendorGames.getByTestId('game-card').first()).toBeVisible({ timeout: 20_000 });
      await expectNoSeriousViolations(page, `vendor games (${theme})`);

      // A live vendor opens in its own window, which the blocker refuses.
      await page.goto('/live');
      await page.getByTestId('vendor-card').first().getByRole('button').first().click();
      const blocked = page.getByRole('dialog').filter({ hasText: 'blocked the new window' });
      await expect(blocked).toBeVisible({ timeout: 20_000 });
      await expectNoSeriousViolations(page, `popup blocked (${theme})`);
    });

    test('member header, welcome popup, a refused launch and the sign-out question', async ({ page }) => {
      await start(page, theme, '/rng', 'trialMember');
      await logIn(page, 'trial01', 'Passw0rd1');
      const welcome = page.getByRole('dialog', { name: 'Welcome back' });
      await expect(welcome).toBeVisible({ timeout: 20_000 });
      await expectNoSeriousViolations(page, `after-login welcome (${theme})`);
      await welcome.getByRole('button', { name: 'OK' }).click();
      await expect(welcome).toBeHidden();
      await expectNoSeriousViolations(page, `member header on /rng (${theme})`);
      await page
        .getByTestId('game-card')
        .first()
        .getByRole('button', { name: /^Play / })
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await expectNoSeriousViolations(page, `launch refused (${theme})`);
      await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await page
        .getByTestId('member-area')
        .getByRole('button', { name: /Trial Player/ })
        .click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page.getByRole('dialog').filter({ hasText: 'Are you sure' })).toBeVisible();
      await expectNoSeriousViolations(page, `sign-out confirm (${theme})`);
    });
  });
}
