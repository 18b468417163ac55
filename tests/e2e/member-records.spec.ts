import { expect, test, type Page } from './fixtures';
import { logInAs } from './steps';

/**
 * The report pages (spec 01 §2 Member centre): betting records filtered by date and paged; a bank-transfer
 * deposit shows as pending in account records.
 */

const centre = (page: Page) => page.getByRole('dialog', { name: 'Personal center' });

test.describe('member centre: records', () => {
  test.describe.configure({ timeout: 120_000 });

  test('betting records filtered by date and paged', async ({ page }) => {
    await logInAs(page, 'player01');
    await page.goto('/?mc=personalHistoryCopy');
    const table = centre(page).getByRole('region', { name: 'Betting records' }).getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(12, { timeout: 20_000 });
    const firstOf = () => table.getByRole('row').nth(1).innerText();
    const pageOne = await firstOf();
    await centre(page).getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(firstOf).not.toBe(pageOne);
    await centre(page).getByRole('radio', { name: 'Yesterday' }).click();
    await expect(centre(page).getByText(/^From (\d{4}-\d{2}-\d{2}) to \1$/)).toBeVisible();
    await expect(centre(page).getByRole('radio', { name: 'Yesterday' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  test('a bank-transfer deposit shows as pending in account records', async ({ page }) => {
    await logInAs(page, 'player01');
    await page.goto('/?mc=depositv2');
    const form = centre(page).getByRole('tabpanel', { name: 'Deposit' });
    await form.getByRole('textbox', { name: 'Deposit amount' }).fill('321.09');
    await form.getByRole('button', { name: 'Deposit', exact: true }).click();
    const result = form.getByRole('region', { name: 'Deposit submitted' });
    const id = (await result.getByText(/^\d{9}$/).innerText()).trim();
    await result.getByRole('button', { name: 'View account records' }).click();
    await expect(page).toHaveURL(/mc=transactionHistory/);
    const row = centre(page).getByRole('row', { name: new RegExp(id) });
    await expect(row).toContainText('Pending', { timeout: 20_000 });
    await expect(row).toContainText('P 321.09');
  });
});
