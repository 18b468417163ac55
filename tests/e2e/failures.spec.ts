import { expect, test, type Page } from './fixtures';

/**
 * Failures in a real browser (ADR 016): a code chunk that does not arrive, a translation chunk that
 * does not arrive at boot. The integration tests cover render errors and data faults; these need
 * Chromium's own module loading, which jsdom does not have.
 */

async function inEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'EN'));
}

/**
 * Fails the first `times` requests for URLs matching `pattern`; later ones load normally. Routed on the
 * context: the mock's service worker fetches the page's requests, and only context routes see those.
 */
async function failRequests(page: Page, pattern: RegExp, times: number) {
  let failed = 0;
  await page.context().route(pattern, async (route) => {
    if (failed < times) {
      failed += 1;
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  return () => failed;
}

/** The notice page's chunk, also under the retry's address (`?retry=n`, lazyWithRetry.ts). */
const noticePageChunk = /\/assets\/NoticePage-[^/]+\.js(\?retry=\d+)?$/;

/** The demo boots its mock worker first; on a loaded machine that alone can take many seconds. */
const BOOT = { timeout: 45_000 };

test.describe('failures never strand a player', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a route chunk that fails once is fetched again and the page shows', async ({ page }) => {
    await inEnglish(page);
    const failures = await failRequests(page, noticePageChunk, 1);
    await page.goto('/noticePage');
    await expect(page.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible(BOOT);
    expect(failures()).toBe(1);
    await expect(page.getByText('Part of the page failed to load')).toHaveCount(0);
  });

  test('a route chunk that keeps failing offers a reload, header and footer kept', async ({ page }) => {
    await inEnglish(page);
    await failRequests(page, noticePageChunk, 100);
    await page.goto('/noticePage');
    const alert = page.getByRole('alert').filter({ hasText: 'Part of the page failed to load' });
    await expect(alert).toBeVisible(BOOT);
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();

    // The connection is back: the reload the page offers brings the screen.
    await page.context().unroute(noticePageChunk);
    await alert.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible(BOOT);
  });

  test('a boot whose translations do not load shows the error screen with a retry', async ({ page }) => {
    await inEnglish(page);
    // English's translations, one chunk per language (scripts/vite-initial-chunks.ts).
    const translationsChunk = /\/assets\/locale-en-[^/]+\.js$/;
    await failRequests(page, translationsChunk, 100);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'The site could not load' })).toBeVisible(BOOT);
    await expect(page.getByRole('alert')).toHaveText('Please check your connection and try again.');

    await page.context().unroute(translationsChunk);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('site-header')).toBeVisible(BOOT);
  });
});
