import { expect, test, type Page } from './fixtures';
import { openSite } from './steps';

/**
 * A lobby's view lives in its address (ADR 039): slots filtered by a vendor and a classification on
 * page 3, reloaded and opened in a new page from its address, shows the same games; back returns to
 * the filter before. The default catalogue has 28 PG slots of class SC: three pages.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    for (const key of ['language', 'hisLang', 'lang']) localStorage.setItem(key, 'EN');
  });
});

const grid = (page: Page) => page.getByRole('list', { name: 'All' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Game pages' });

/** The games shown (their play buttons' names), once the grid has settled (no page loading). */
async function gameNames(page: Page): Promise<string[]> {
  await expect(page.locator('.lobby__body[aria-busy="true"]')).toHaveCount(0);
  const play = grid(page).getByRole('button', { name: /^Play / });
  await expect(play.first()).toBeVisible();
  const names = await play.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return names.map((name) => name.replace(/^Play /, ''));
}

test('a filtered third page survives a reload and a new page; back returns to the filter before', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await openSite(page, '/rng');
  await page.getByRole('navigation', { name: 'Game providers' }).getByRole('link', { name: /PG/ }).click();
  await expect(page).toHaveURL(/[?&]page=PG(&|$)/);
  await page.getByRole('combobox', { name: 'Class' }).selectOption('SC');
  await expect(page).toHaveURL(/[?&]class=SC(&|$)/);
  const pageOne = await gameNames(page);
  await pager(page).getByRole('button', { name: 'Page 3' }).click();
  await expect(page).toHaveURL(/[?&]pageNo=3(&|$)/);
  await expect(pager(page).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  const pageThree = await gameNames(page);
  expect(pageThree.length).toBeGreaterThan(0);
  expect(pageThree).not.toEqual(pageOne);
  const address = page.url();

  await page.reload();
  await expect(page.getByTestId('site-header')).toBeVisible({ timeout: 20_000 });
  expect(page.url()).toBe(address);
  expect(await gameNames(page)).toEqual(pageThree);
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('SC');

  // Someone else opening the copied address: a page of its own, with its own session storage.
  const other = await context.newPage();
  await other.goto(address);
  await expect(other.getByTestId('site-header')).toBeVisible({ timeout: 20_000 });
  expect(await gameNames(other)).toEqual(pageThree);
  await expect(pager(other).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  await other.close();

  // Back: the filter before page 3 (PG, class SC, page 1), then PG alone.
  await page.goBack();
  await expect(page).not.toHaveURL(/pageNo=/);
  expect(await gameNames(page)).toEqual(pageOne);
  await expect(pager(page).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).not.toHaveURL(/class=/);
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('');
  await page.goForward();
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('SC');
});

test('the promotions tab is in the address and comes back on reload', async ({ page }) => {
  await openSite(page, '/promotions');
  const tabs = page.getByRole('tablist', { name: 'Promotion categories' });
  await tabs.getByRole('tab', { name: 'Slots' }).click();
  await expect(page).toHaveURL(/[?&]category=rng_promo(&|$)/);
  await page.reload();
  await expect(tabs.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('article', { name: 'Mystery weekly gift' })).toHaveCount(0);
  await page.goBack();
  await expect(tabs.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
});
