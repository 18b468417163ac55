/**
 * The `production` project (playwright.config.ts): the production build, with no MSW inside, served by
 * `vite preview`, whose proxy sends /wps, /lgw and /rum to the plain mock server on this port.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const mockServer = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 8791}`;

/** What the mock server shows a person (the slider's position), read over its test-only route. */
async function mockState(request: APIRequestContext): Promise<{ lastSliderX: number | null }> {
  return (await (await request.get(`${mockServer}/__mock/state`)).json()) as { lastSliderX: number | null };
}

/** English, then logs in as `username` through the popup and the slider check; waits for the balance. */
export async function logInOnProduction(
  page: Page,
  request: APIRequestContext,
  username: string,
): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await page.goto('/');
  await expect(page.getByTestId('site-header')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill('Passw0rd1');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  const slider = page.getByTestId('slider-challenge');
  await expect(slider.getByRole('img')).toBeVisible();
  await slider.getByRole('slider').fill(String((await mockState(request)).lastSliderX ?? ''));
  await slider.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('member-area').getByTestId('balance')).toHaveText(/\d/, { timeout: 20_000 });
}
