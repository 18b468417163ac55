import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logInAs, openSite } from './steps';

/**
 * The site search (ADR 038) against the demo: a name with one letter wrong is found among the first five
 * results and launches through the card's gating (a visitor is asked to log in, a player reaches the game);
 * a recent search is offered after a reload and can be cleared; on a phone it opens from the tab bar.
 */

const search = (page: Page) => page.getByRole('dialog', { name: 'Search games' });
const box = (page: Page) => search(page).getByRole('combobox', { name: 'Game or vendor name' });
const results = (page: Page) =>
  search(page).getByRole('listbox', { name: 'Games found' }).getByRole('option');

async function openSearch(page: Page): Promise<void> {
  await page.keyboard.press('/');
  await expect(box(page)).toBeFocused();
}

/** One letter of the name's first long word swapped with its neighbour (the Damerau rule's swap). */
function misspell(name: string): string {
  const words = name.split(' ');
  const at = words.findIndex((w) => w.length >= 5);
  const w = words[at] ?? '';
  words[at] = `${w.slice(0, 2)}${w[3] ?? ''}${w[2] ?? ''}${w.slice(4)}`;
  return words.join(' ');
}

/** A slot game's name from the results for `word` (not the aggregator, whose entries open a list). */
async function slotNamed(page: Page, word: string): Promise<string> {
  await box(page).fill(word);
  const slot = results(page).filter({ hasText: '· Slots' }).filter({ hasNotText: 'Microgaming' }).first();
  await expect(slot).toBeVisible({ timeout: 20_000 });
  const name = await slot.locator('.search-panel__name').textContent();
  if (!name) throw new Error('no slot game found');
  return name;
}

async function expectInFirstFive(page: Page, name: string): Promise<Locator> {
  const firstFive = results(page).filter({ has: page.locator('.search-panel__name', { hasText: name }) });
  await expect(firstFive.first()).toBeVisible();
  const names = await results(page).locator('.search-panel__name').allTextContents();
  expect(names.slice(0, 5)).toContain(name);
  return firstFive.first();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
});

test('a visitor finds a misspelt game in the first five, Enter asks for the login, the search is remembered', async ({
  page,
}) => {
  await openSite(page, '/', 'manyGames');
  await openSearch(page);
  const name = await slotNamed(page, 'fortune');
  const typo = misspell(name);
  expect(typo).not.toBe(name);
  await box(page).fill(typo);
  await expectInFirstFive(page, name);
  await expect(search(page).getByRole('status')).toHaveText(/games? found/);

  // The arrows move the active option; the field keeps the focus.
  const names = await results(page).locator('.search-panel__name').allTextContents();
  const index = names.slice(0, 5).indexOf(name);
  for (let i = 0; i <= index; i += 1) await page.keyboard.press('ArrowDown');
  const active = results(page).nth(index);
  await expect(active).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await active.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await expect(search(page)).toBeHidden();

  // Remembered on the device: offered after a reload, when the field is empty, and cleared on request.
  await page.reload();
  await expect(page.getByTestId('site-header')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Search games' }).click();
  const recents = search(page).getByRole('listbox', { name: 'Recent searches' });
  await expect(recents.getByRole('option', { name: typo })).toBeVisible();
  await search(page).getByRole('button', { name: 'Clear' }).click();
  await expect(recents).toBeHidden();
  await expect(search(page).getByText('One wrong letter is fine.', { exact: false })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('site-header')).toBeVisible({ timeout: 20_000 });
  await openSearch(page);
  await expect(search(page).getByRole('listbox', { name: 'Recent searches' })).toBeHidden();
});

test('a logged-in player reaches the game from a misspelt search', async ({ page }) => {
  await logInAs(page, 'player01');
  // The `/` key waits while a popup is open: the welcome popup has to be gone first.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openSearch(page);
  const name = await slotNamed(page, 'dragon');
  await box(page).fill(misspell(name));
  const option = await expectInFirstFive(page, name);
  await option.click();
  await expect(page).toHaveURL(/\/game\?launch=/);
  await expect(page.locator('iframe.game-page__frame')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the tab bar opens the search as a full-screen sheet', async ({ page }) => {
    await openSite(page, '/');
    // The closed drawer stays in the page (hidden): it does not hold back the `/` key.
    await openSearch(page);
    await search(page).getByRole('button', { name: 'Close' }).click();
    await expect(search(page)).toBeHidden();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Search' })
      .click();
    await expect(box(page)).toBeFocused();
    const sheet = await search(page).boundingBox();
    expect(sheet?.width).toBeGreaterThanOrEqual(359);
    await box(page).fill('ocean');
    await expect(results(page).first()).toBeVisible({ timeout: 20_000 });
    // Nothing sideways: the sheet and its rows fit the 360 px screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
