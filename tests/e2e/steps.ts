/**
 * User steps for Playwright, one helper per step a person takes (the Testing Library ones are in
 * tests/support/steps.ts). The demo build's mock exposes what a person would read off a screen or
 * a phone (slider position, captcha text, last SMS code) and lets a test inject a fault at run time
 * (`window.__WPS_MOCK__`).
 */
import { expect, type Locator, type Page } from '@playwright/test';

type RouteFault =
  | { kind: 'network' }
  | { kind: 'http500' }
  | { kind: 'business'; errorCode: string; message: string; value?: unknown };

type MockWindow = Window & {
  __WPS_MOCK__?: {
    lastSliderX(): number | null;
    lastCaptchaAnswer(): string | null;
    lastSmsCode(): string | null;
    setFault(route: string, fault: RouteFault | null): void;
  };
};

/** A value the mock shows a person (the slider's position, the captcha's text, the last SMS code). */
export function mockValue(
  page: Page,
  what: 'lastSliderX' | 'lastCaptchaAnswer' | 'lastSmsCode',
): Promise<string> {
  return page.evaluate((w) => {
    const m = (window as MockWindow).__WPS_MOCK__;
    return m ? String(m[w]() ?? '') : '';
  }, what);
}

/** Makes one route (`session.login`, or a path) fail until cleared with `null`. */
export async function setFault(page: Page, route: string, fault: RouteFault | null): Promise<void> {
  await page.evaluate(([r, f]) => (window as MockWindow).__WPS_MOCK__?.setFault(r, f), [
    route,
    fault,
  ] as const);
}

/** Opens `path` on a mock scenario and waits for the site's header. */
export async function openSite(page: Page, path = '/', scenario = 'default'): Promise<void> {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}scenario=${scenario}`);
  await expect(page.getByTestId('site-header')).toBeVisible({ timeout: 20_000 });
}

/** Clicks the header's "Log in" and returns the login popup. */
export async function openLogin(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills username and password and presses "Log in" (the security check follows). */
export async function submitLogin(dialog: Locator, username: string, password: string): Promise<void> {
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
}

/** Drags the slider exactly where the mock's puzzle expects it, then presses "Verify". */
export async function solveSlider(page: Page): Promise<void> {
  const slider = page.getByTestId('slider-challenge');
  await expect(slider.getByRole('img')).toBeVisible();
  await slider.getByRole('slider').fill(await mockValue(page, 'lastSliderX'));
  await slider.getByRole('button', { name: 'Verify' }).click();
}

/** Presses "Send code" beside an SMS code field and waits for the resend countdown (the code is on its way). */
export async function sendSmsCode(scope: Locator): Promise<void> {
  await scope.getByRole('button', { name: 'Send code' }).click();
  await expect(scope.getByRole('button', { name: /^Resend in \d+s$/ })).toBeVisible();
}

/** Types the captcha a person reads off the picture (the mock exposes the one it drew last). */
export async function fillCaptcha(page: Page, scope: Locator): Promise<void> {
  await expect(scope.getByRole('img', { name: 'Captcha image' })).toBeVisible();
  await scope.getByRole('textbox', { name: 'Captcha' }).fill(await mockValue(page, 'lastCaptchaAnswer'));
}

/** Answers the alert dialog titled `title` with its OK button. */
export async function confirmAlert(page: Page, title: string): Promise<void> {
  await page.getByRole('alertdialog', { name: title }).getByRole('button', { name: 'OK' }).click();
}

/**
 * English (on the mock `scenario`), then logs in as `username` (password Passw0rd1) through the popup and the security check,
 * answers the welcome popup, and waits for the header's balance: the member journeys' common start.
 */
export async function logInAs(page: Page, username: string, scenario = 'default'): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await openSite(page, '/', scenario);
  const dialog = await openLogin(page);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill('Passw0rd1');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(page);
  await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('member-area').getByTestId('balance')).toHaveText(/\d/, { timeout: 20_000 });
}

/**
 * The agent entry from the current page: the login popup's "Agent login", agent1's credentials and the
 * security check; lands on /agentHome.
 */
export async function logInAsAgent(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Agent login' }).click();
  await submitLogin(page.getByRole('dialog', { name: 'Agent login' }), 'agent1', 'Passw0rd1');
  await solveSlider(page);
  await expect(page).toHaveURL(/\/agentHome$/);
}

/** Every deposit call the page sends (the mock answers in the page's service worker, so Playwright sees them). */
export function countDeposits(page: Page): { readonly count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      /\/wps\/transaction\/deposit\/\w+$/.test(new URL(request.url()).pathname)
    )
      seen.count += 1;
  });
  return seen;
}

/**
 * Signing out from the header's account menu and confirming; done once the visitor header shows and
 * the token has gone (it goes once the logout call, which carries it, has been answered).
 */
export async function signOut(page: Page, menuName: RegExp): Promise<void> {
  await page.getByRole('button', { name: menuName }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Are you sure you want to sign out?' })
    .getByRole('button')
    .last()
    .click();
  await expect(page.getByTestId('visitor-area')).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
}
