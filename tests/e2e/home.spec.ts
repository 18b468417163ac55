import { expect, test } from './fixtures';
import { openSite } from './steps';

/**
 * Issue 12 "Done when": the home page shows popular games, the winner board and the Vietnamese
 * lottery numbers, each block loaded after the first paint on its own.
 */
test('home shows popular games, the winner board and the Vietnamese lottery numbers', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await openSite(page, '/');
  for (const name of ['Popular games', 'Winner board', 'Vietnamese lottery results']) {
    await expect(page.getByRole('list', { name }).getByRole('listitem').first()).toBeVisible({
      timeout: 20_000,
    });
  }
  await expect(page.getByRole('list', { name: 'Vietnamese lottery results' })).toContainText(/\d{5,6}/);
  await expect(
    page.getByRole('region', { name: 'Promotions' }).getByRole('link', { name: 'All promotions' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Progressive jackpot' })
      .getByRole('status', { name: /^P [\d,]+\.\d{2}$/ }),
  ).toBeVisible();
});
