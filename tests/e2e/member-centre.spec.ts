import { seriousAxeViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { openLogin, openSite, solveSlider } from './steps';

/**
 * The member centre's frame (spec 01 §2 Member centre; ADR 023): every menu entry opens its page and
 * back/forward work; a trial account is refused; on a phone the centre is a full-screen page with the menu as
 * a list.
 */

const ENTRIES: readonly [string, string][] = [
  ['My account', 'securityCenter'],
  ['My wallet', 'transferFund'],
  ['Deposit', 'depositv2'],
  ['Withdraw', 'withdraw'],
  ['Transfer to upline', 'transferUpline'],
  ['Betting records', 'personalHistoryCopy'],
  ['Account records', 'transactionHistory'],
  ['Profit and loss', 'personalProfit'],
  ['Bonus details', 'bonusDetails'],
  ['Reward center', 'rewardCenter'],
  ['Invite friends', 'referral'],
  ['Mission activity', 'missionLeaderboard'],
  ['Messages', 'messageV2'],
  ['Manual rebate', 'manualRebate'],
];

async function logIn(page: Page, username: string, theme: 'light' | 'dark' = 'light') {
  await page.addInitScript((t) => {
    localStorage.setItem('lang', 'EN');
    localStorage.setItem('theme', t);
  }, theme);
  await openSite(page, '/rng');
  const dialog = await openLogin(page);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill('Passw0rd1');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(page);
  await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('member-area')).toBeVisible({ timeout: 20_000 });
}

const centre = (page: Page) => page.getByRole('dialog', { name: 'Personal center' });
const menu = (page: Page) => centre(page).getByRole('navigation', { name: 'Personal center menu' });
/** An entry by its text; a badge may follow it in the name ("Messages 2"). */
const entry = (page: Page, name: string) =>
  menu(page).getByRole('link', { name: new RegExp(`^${name}( \\d+)?$`) });

test.describe('member centre frame', () => {
  test.describe.configure({ timeout: 120_000 });

  test('my account opens the centre; every entry opens its page over the route; back and forward follow', async ({
    page,
  }) => {
    await logIn(page, 'player01');
    await page
      .getByTestId('member-area')
      .getByRole('button', { name: /Player/ })
      .click();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/rng\?(scenario=default&)?mc=securityCenter$/);
    await expect(entry(page, 'My account')).toHaveAttribute('aria-current', 'page');
    for (const [name, key] of ENTRIES.slice(1)) {
      await entry(page, name).click();
      await expect(page).toHaveURL(new RegExp(`/rng\\?(scenario=default&)?mc=${key}$`));
      await expect(entry(page, name)).toHaveAttribute('aria-current', 'page');
      await expect(centre(page).getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await page.goBack();
    await expect(page).toHaveURL(/mc=messageV2$/);
    await expect(entry(page, 'Messages')).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(entry(page, 'Mission activity')).toHaveAttribute('aria-current', 'page');
    await page.goForward();
    await expect(entry(page, 'Messages')).toHaveAttribute('aria-current', 'page');
    // A reload lands on the same page of the centre.
    await page.reload();
    await expect(entry(page, 'Messages')).toHaveAttribute('aria-current', 'page', { timeout: 20_000 });
    await centre(page).getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/rng(\?scenario=default)?$/);
    await expect(centre(page)).toBeHidden();
  });

  test('a trial account is refused the centre with the need-real-account dialog', async ({ page }) => {
    await logIn(page, 'trial01');
    await page.getByTestId('member-area').getByRole('button', { name: 'Deposit', exact: true }).click();
    const refusal = page.getByRole('alertdialog');
    await expect(refusal).toContainText('This feature needs a real account');
    await expect(centre(page)).toBeHidden();
    await refusal.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/rng(\?scenario=default)?$/);
  });

  test('at 360 px in the dark theme: a full-screen page, the menu as a list, no sideways scroll, no serious axe finding', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await logIn(page, 'player01', 'dark');
    await page
      .getByTestId('member-area')
      .getByRole('button', { name: /Player/ })
      .click();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await expect(centre(page).getByRole('heading', { level: 2, name: 'My account' })).toBeVisible();
    // The whole screen: the page behind, its tab bar and shortcuts do not show under the sheet. Polled, as
    // in modal-sheets.spec: the sheet's opening animation can still be running (740.00002 px on a busy machine).
    await expect
      .poll(async () => centre(page).boundingBox())
      .toEqual({ x: 0, y: 0, width: 360, height: 740 });
    await centre(page).getByRole('button', { name: 'All pages' }).click();
    await expect(menu(page).getByRole('link')).toHaveCount(14);
    await entry(page, 'Messages').click();
    await expect(page).toHaveURL(/mc=messageV2$/);
    await expect(menu(page)).toBeHidden();
    await expect(centre(page).getByRole('heading', { level: 2, name: 'Messages' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await centre(page).getByRole('button', { name: 'All pages' }).click();
    expect(await seriousAxeViolations(page, 'member centre menu', '[role="dialog"]')).toEqual([]);
  });
});
