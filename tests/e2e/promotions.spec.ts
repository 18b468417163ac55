import { expect, test } from './fixtures';
import { openSite, solveSlider, submitLogin } from './steps';

/**
 * Promotion applications (spec 02 §5; ADR 025): a visitor's apply on a promotion opens the login; the member
 * applies (a double click sends one application) and sees Applying.
 */

// A 1 × 1 png: the picture the member attaches.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a visitor is asked to log in at apply; the member applies once and sees Applying', async ({ page }) => {
  test.setTimeout(120_000);
  let applications = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/wps/promotions') applications += 1;
  });
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await openSite(page, '/promotions');
  await page.getByRole('link', { name: 'Details: Slots 50% reload bonus' }).click();
  await expect(page).toHaveURL(/\/promoDetail\?id=1$/);
  const promotion = page.getByRole('article', { name: 'Slots 50% reload bonus' });
  await promotion.getByRole('button', { name: 'Log in to apply' }).click();

  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await submitLogin(login, 'player01', 'Passw0rd1');
  await solveSlider(page);
  await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'OK' }).click();

  const form = promotion.getByRole('form', { name: 'Apply for this promotion' });
  await form.getByRole('textbox', { name: 'Remark (optional)' }).fill('Deposited P500 on Monday');
  await form
    .getByLabel('Add picture')
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('button', { name: 'Remove slip.png' })).toBeVisible();
  await form.getByRole('button', { name: 'Apply' }).dblclick();
  await expect(promotion.getByText('Applying', { exact: true })).toBeVisible();
  await expect(promotion.getByText(/Your application was sent/)).toBeVisible();
  expect(applications).toBe(1);
});
