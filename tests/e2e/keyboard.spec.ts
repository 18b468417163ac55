import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The site tried as a keyboard-only player would (ADR 017): no mouse anywhere in
 * these journeys unless a test says it checks pointer geometry.
 */

type MockWindow = Window & { __WPS_MOCK__?: { lastSliderX(): number | null } };

/** Most Tab presses from the top of the page to the header's Log in (it took 76 before ADR 017). */
const MAX_TABS_TO_LOG_IN = 20;

async function start(page: Page, language = 'EN', path = '/') {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  await page.goto(`${path}?scenario=default`);
  // Generous: the machine these run on is shared and slow to boot a page at times.
  await expect(page.getByTestId('site-header')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

/** Describes the focused element: its role-ish tag and accessible text, and whether it is inside `scope`. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    return {
      text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
      tag: el?.tagName ?? '',
      inDialog: !!el?.closest('[role="dialog"], [role="alertdialog"]'),
      inFooter: !!el?.closest('footer'),
    };
  });
}

async function isFocused(locator: Locator) {
  return locator.evaluate((el) => el === document.activeElement);
}

/** Presses Tab until `target` has focus; returns how many presses it took. */
async function tabTo(page: Page, target: Locator, limit: number) {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return presses;
  }
  throw new Error(`not reached in ${limit} Tab presses; focus is on ${JSON.stringify(await focused(page))}`);
}

test('keyboard only: reach Log in quickly, focus trapped in the popup, log in with the text question, focus comes back', async ({
  page,
}) => {
  // Some forty key presses, each a round trip to a browser on a busy machine.
  test.setTimeout(120_000);
  await start(page);
  const logIn = page.getByTestId('visitor-area').getByRole('button', { name: 'Log in' });
  const presses = await tabTo(page, logIn, MAX_TABS_TO_LOG_IN);
  test.info().annotations.push({ type: 'Tab presses to Log in', description: String(presses) });

  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  // Focus lands in the first field.
  await expect(dialog.getByLabel('Username')).toBeFocused();
  // Nothing behind the popup can be reached or used while it is open.
  expect(await page.getByTestId('site-header').evaluate((el) => !!el.closest('[inert]'))).toBe(true);

  // Tab and Shift+Tab go round inside the popup: twice round each way, never the footer or the header.
  const stops = await dialog.evaluate(
    (el) =>
      Array.from(
        el.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
      ).filter((e) => e.tabIndex >= 0 && !(e as HTMLButtonElement).disabled && e.getClientRects().length > 0)
        .length,
  );
  expect(stops).toBeGreaterThan(3);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < stops * 2; i += 1) {
      await page.keyboard.press(key);
      const now = await focused(page);
      expect(now.inDialog, `${key} #${i + 1} left the popup for ${JSON.stringify(now)}`).toBe(true);
    }
  }
  await expect(page.getByRole('dialog')).toHaveCount(1);

  // A full round of Tab comes back to where it started.
  await dialog.getByLabel('Username').focus();
  for (let i = 0; i < stops; i += 1) await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Username')).toBeFocused();

  await page.keyboard.type('player01');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('Passw0rd1');
  await page.keyboard.press('Enter');

  // The security check takes focus when it appears; its text question is one Tab away.
  const check = page.getByTestId('slider-challenge');
  await expect(check.getByRole('slider')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(check.getByRole('button', { name: 'Use a text question instead' })).toBeFocused();
  await page.keyboard.press('Enter');
  const answer = check.getByRole('textbox', { name: /^What is \d+ \+ \d+\?$/ });
  await expect(answer).toBeFocused();
  const question = (await answer.getAttribute('id')) ?? '';
  const label = await page.locator(`label[for="${question}"]`).innerText();
  const [, a, b] = /(\d+) \+ (\d+)/.exec(label) ?? [];
  await page.keyboard.type(String(Number(a) + Number(b)));
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('member-area')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The welcome popup follows the login; it has focus, and its OK is reached and pressed by keyboard.
  const welcome = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(welcome).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
  await tabTo(page, welcome.getByRole('button', { name: 'OK' }), 10);
  await page.keyboard.press('Enter');
  await expect(welcome).toBeHidden();
  // Log in is gone (the member menu took its place): focus goes to the member area, not to <body>.
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-testid="member-area"]')))
    .toBe(true);
  expect(await page.getByTestId('site-header').evaluate((el) => !!el.closest('[inert]'))).toBe(false);
});

test('closing a popup gives focus back to the control that opened it; Escape never strands focus', async ({
  page,
}) => {
  await start(page);
  const register = page.getByTestId('visitor-area').getByRole('button', { name: 'Register' });
  await register.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toBeFocused();
  // Shift+Tab from the first field stays inside (it reached the footer before ADR 017).
  await page.keyboard.press('Shift+Tab');
  const now = await focused(page);
  expect(now.inDialog && !now.inFooter).toBe(true);
  // The close button, by keyboard.
  await dialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(register).toBeFocused();
});

test('a popup that replaces another (login → forgot password) returns focus to the first opener', async ({
  page,
}) => {
  await start(page);
  const logIn = page.getByTestId('visitor-area').getByRole('button', { name: 'Log in' });
  await logIn.focus();
  await page.keyboard.press('Enter');
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByRole('button', { name: 'Forgot password?' }).focus();
  await page.keyboard.press('Enter');
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(forgot).toBeVisible();
  await expect(login).toBeHidden();
  expect((await focused(page)).inDialog).toBe(true);
  await forgot.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(forgot).toBeHidden();
  await expect(logIn).toBeFocused();
});

test('header: one Tab stop per category, arrow keys inside its drop-down, Escape back to it', async ({
  page,
}) => {
  await start(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // Categories by name: their expanded state changes under the test.
  const categories = nav.getByRole('button', { expanded: false });
  const first = nav.getByRole('button', { name: (await categories.first().innerText()).trim(), exact: true });
  const second = nav.getByRole('button', { name: (await categories.nth(1).innerText()).trim(), exact: true });
  await first.focus();
  // Tab goes to the next category, not into the first one's vendor tiles.
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(first).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await first.getAttribute('aria-controls')}`);
  const tiles = panel.getByRole('button');
  await expect(tiles.first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tiles.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(tiles.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tiles.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  // Tab out of an open drop-down closes it and moves on to the next category.
  await page.keyboard.press('ArrowDown');
  await expect(tiles.first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
});

test('language menu: Enter opens it on the current language, arrows choose, Escape returns', async ({
  page,
}) => {
  await start(page);
  const button = page.getByRole('button', { name: 'EN', exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  // Arrow Down moves to the next language: a menu item, not the current one.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const el = document.activeElement;
        return `${el?.getAttribute('role')} ${el?.getAttribute('aria-checked')}`;
      }),
    )
    .toBe('menuitemradio false');
});

for (const language of ['MY', 'EN', 'CN'] as const) {
  test(`${language}: the logo and the language button are named by the text they show`, async ({ page }) => {
    await start(page, language);
    const header = page.getByTestId('site-header');
    const logo = header.getByRole('link').first();
    await expect(logo).toHaveAccessibleName((await logo.innerText()).trim());
    const languageButton = header.getByRole('button', { name: language, exact: true });
    await expect(languageButton).toHaveText(language);
    await expect(languageButton).toHaveAccessibleName(language);
  });
}

test.describe('the phone menu on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('closed, Tab never enters it; open, focus starts on Close and stays inside; Escape gives it back', async ({
    page,
  }) => {
    await start(page);
    const menuButton = page.getByTestId('site-header').getByRole('button', { name: 'Menu' });
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    // The closed sheet is in the page (built after the first paint, ready for the tap) but out of reach.
    await expect(page.locator('.drawer')).toBeAttached();
    await expect(sheet).toBeHidden();
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('.drawer'))).toBe(false);
    }

    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused();
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).inDialog).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Again: a second opening starts where the first did.
    await page.keyboard.press('Enter');
    await expect(sheet.getByRole('button', { name: 'Close' })).toBeFocused();
    await sheet.getByRole('button', { name: 'Close' }).press('Enter');
    await expect(sheet).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});

test.describe('the security check on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  async function openCheck(page: Page) {
    await start(page);
    await page.getByTestId('visitor-area').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Username').fill('player01');
    await dialog.getByLabel('Password').fill('Passw0rd1');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    const check = page.getByTestId('slider-challenge');
    await expect(check.getByRole('img')).toBeVisible();
    return check;
  }

  test('the piece moves with the thumb and the slider has the picture’s scale', async ({ page }) => {
    // At 360 px the full-screen sheet (ADR 018) leaves room for the 300 px picture at its own size; a
    // 320 px screen is what still makes it scale down, the case this test is about.
    await page.setViewportSize({ width: 320, height: 740 });
    const check = await openCheck(page);
    const slider = check.getByRole('slider');
    const image = check.getByRole('img');
    const piece = check.getByTestId('slider-piece');
    const natural = await image.evaluate((img: HTMLImageElement) => img.naturalWidth);
    const shown = await image.boundingBox();
    const track = await slider.boundingBox();
    if (!shown || !track) throw new Error('no layout');
    // The picture is scaled down on a phone, and the slider is exactly as wide as the picture.
    expect(shown.width).toBeLessThan(natural);
    expect(Math.abs(track.width - shown.width)).toBeLessThanOrEqual(1);
    const scale = shown.width / natural;

    // By keyboard: each arrow press moves the piece by one picture pixel at the picture's scale.
    await slider.focus();
    await page.keyboard.press('Home');
    const start = await piece.boundingBox();
    for (let i = 0; i < 40; i += 1) await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveValue('40');
    const moved = await piece.boundingBox();
    if (!start || !moved) throw new Error('no piece');
    expect(Math.abs(moved.x - start.x - 40 * scale)).toBeLessThanOrEqual(1);
    expect(Math.abs(start.x - shown.x)).toBeLessThanOrEqual(1);

    // By pointer: pressing the track under the gap's centre sets the value to the gap (the thumb is the
    // piece's width, so thumb centre and piece centre coincide).
    const target = await page.evaluate(() => (window as MockWindow).__WPS_MOCK__?.lastSliderX() ?? null);
    if (target === null) throw new Error('the mock did not say where the gap is');
    const pieceSide = moved.width / scale;
    const gapCentre = shown.x + (target + pieceSide / 2) * scale;
    await page.mouse.click(gapCentre, track.y + track.height / 2);
    const value = Number(await slider.inputValue());
    expect(Math.abs(value - target)).toBeLessThanOrEqual(3);
    const landed = await piece.boundingBox();
    expect(Math.abs((landed?.x ?? 0) + (landed?.width ?? 0) / 2 - gapCentre)).toBeLessThanOrEqual(3);
  });

  test('the text question passes the check without the picture; a wrong answer asks a new one', async ({
    page,
  }) => {
    const check = await openCheck(page);
    await check.getByRole('button', { name: 'Use a text question instead' }).click();
    const answer = check.getByRole('textbox', { name: /^What is \d+ \+ \d+\?$/ });
    await expect(answer).toBeFocused();
    const first = await check.locator('label').first().innerText();
    await answer.fill('1000');
    await page.keyboard.press('Enter');
    await expect(check.getByRole('alert')).toBeVisible();
    await expect(answer).toHaveValue('');
    await expect(check.locator('label').first()).not.toHaveText(first);
    const [, a, b] = /(\d+) \+ (\d+)/.exec(await check.locator('label').first().innerText()) ?? [];
    await answer.fill(String(Number(a) + Number(b)));
    await check.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('member-area')).toBeVisible();
  });
});
