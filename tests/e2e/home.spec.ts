import { expect, test } from './fixtures';
import { scrollThrough } from './routes';
import { openSite } from './steps';

/**
 * The home services (spec 02 §1, §7): the home page shows popular games, the winner board and the Vietnamese
 * lottery numbers, each block loaded on its own. The performance budget (ADR 020): a block below the first
 * screen renders (and asks for its data) only when the player scrolls near it.
 */
test('home shows popular games, the winner board and the Vietnamese lottery numbers', async ({ page }) => {
  const asked: string[] = [];
  const feedbackCode: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('getWinnerBoard')) asked.push(request.url());
    if (/\/assets\/FeedbackForm-[^/]+\.js$/.test(request.url())) feedbackCode.push(request.url());
  });
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await openSite(page, '/');
  await expect(page.getByRole('region', { name: 'Winner board' })).toBeAttached({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  expect(asked, 'the winner board, below the first screen, is not asked for before a scroll').toEqual([]);
  expect(feedbackCode, "the feedback form's code, at the foot of the page, waits for a scroll").toEqual([]);
  await expect(page.getByRole('list', { name: 'Winner board' })).toHaveCount(0);
  await scrollThrough(page);
  for (const name of ['Popular games', 'Winner board', 'Vietnamese lottery results']) {
    await expect(page.getByRole('list', { name }).getByRole('listitem').first()).toBeVisible({
      timeout: 20_000,
    });
  }
  await expect(page.getByRole('list', { name: 'Vietnamese lottery results' })).toContainText(/\d{5,6}/);
  await expect(page.getByRole('textbox', { name: 'Your feedback' })).toBeVisible({ timeout: 20_000 });
  expect(feedbackCode).toHaveLength(1);
  await expect(
    page.getByRole('region', { name: 'Promotions' }).getByRole('link', { name: 'All promotions' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Progressive jackpot' })
      .getByRole('status', { name: /^P [\d,]+\.\d{2}$/ }),
  ).toBeVisible();
});
