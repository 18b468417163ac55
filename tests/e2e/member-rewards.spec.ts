import Big from 'big.js';
import { expect, test, type Page } from './fixtures';
import { logInAs } from './steps';

/**
 * The reward centre (spec 01 §2 rewardCenter): a reward is claimed (once, on a double click), and the header
 * balance rises by its amount.
 */

const centre = (page: Page) => page.getByRole('dialog', { name: 'Personal center' });
const money = (text: string) => text.replace(/^[^\d-]+/, '').replace(/,/g, '');

test.describe('member centre: rewards', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a reward is claimed once on a double click; the balance rises by its amount and it leaves the list', async ({
    page,
  }) => {
    let claims = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/relay/MCSFE_claimIssuedPromotion') claims += 1;
    });
    await logInAs(page, 'player01');
    const header = page.getByTestId('member-area').getByTestId('balance');
    const before = money(await header.innerText());
    await page
      .getByTestId('member-area')
      .getByRole('button', { name: /Player/ })
      .click();
    await page.getByRole('menuitem', { name: 'Mailbox' }).click();
    await centre(page)
      .getByRole('navigation', { name: 'Personal center menu' })
      .getByRole('link', { name: /^Reward center/ })
      .click();
    await expect(page).toHaveURL(/[?&]mc=rewardCenter\b/);
    const list = centre(page).getByRole('list', { name: 'Rewards to claim' });
    const first = list.getByRole('listitem').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    const amount = money((await first.getByText(/\d\.\d{2}$/).innerText()).trim());
    const button = first.getByRole('button', { name: /^Claim / });
    const name = (await button.getAttribute('aria-label')) ?? '';
    await button.dblclick();
    await expect(centre(page).getByRole('status')).toHaveText(/^Claimed/);
    await expect(centre(page).getByRole('button', { name, exact: true })).toHaveCount(0);
    await expect
      .poll(async () => money(await header.innerText()))
      .toBe(new Big(before).plus(amount).toFixed(2));
    expect(claims).toBe(1);
  });
});
