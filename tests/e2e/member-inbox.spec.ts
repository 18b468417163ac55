import { expect, test, type Page } from './fixtures';
import { logInAs } from './steps';

/**
 * Platform information and invite friends (spec 01 §2 messageV2, referral): reading an inbox message lowers
 * the header's unread count; the referral link is copied.
 */

const centre = (page: Page) => page.getByRole('dialog', { name: 'Personal center' });

test.describe('member centre: messages and invitations', () => {
  test.describe.configure({ timeout: 120_000 });

  test("reading an unread message lowers the header's unread count", async ({ page }) => {
    await logInAs(page, 'player01');
    const badge = page.getByTestId('member-area').getByLabel(/^\d+ unread$/);
    await expect(badge).toBeVisible({ timeout: 20_000 });
    const before = Number((await badge.getAttribute('aria-label'))?.split(' ')[0]);
    await page
      .getByTestId('member-area')
      .getByRole('button', { name: /Player/ })
      .click();
    await page.getByRole('menuitem', { name: 'Mailbox' }).click();
    const list = centre(page).getByRole('list', { name: 'Messages' });
    await list
      .getByRole('button', { name: /\(unread\)$/ })
      .first()
      .click();
    await expect(page.getByTestId('member-area').getByLabel(`${before - 1} unread`)).toBeAttached();
  });

  test('the referral link is copied', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logInAs(page, 'player01');
    await page.goto('/?mc=referral');
    const link = centre(page).getByRole('region', { name: 'Your invite link' });
    const url = (await link.getByText(/referralCode=/).innerText()).trim();
    await link.getByRole('button', { name: 'Copy link' }).click();
    await expect(link.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });
});
