import Big from 'big.js';
import { seriousAxeViolations } from './axe';
import { expect, test, type Page } from './fixtures';
import { countDeposits, openLogin, openSite, solveSlider } from './steps';

/**
 * Deposit (spec 01 §2 depositv2, §5; ADR 021, 022): the header's Deposit opens the depositv2 page; a
 * bank-transfer deposit is created pending and, once the mock approves it, the header balance rises by
 * exactly its amount; amounts under the minimum or over the maximum are refused with their message and
 * nothing is sent; a double click on submit creates one deposit.
 */

/** The header balance as a decimal string ("P 1,234.56" → "1234.56"). */
async function headerBalance(page: Page): Promise<string> {
  const text = (await page.getByTestId('member-area').getByTestId('balance').innerText()).trim();
  return text.replace(/^[^\d-]+/, '').replace(/,/g, '');
}

async function logIn(page: Page, theme: 'light' | 'dark' = 'light') {
  await page.addInitScript((t) => {
    localStorage.setItem('lang', 'EN');
    localStorage.setItem('theme', t);
  }, theme);
  await openSite(page, '/');
  const dialog = await openLogin(page);
  await dialog.getByLabel('Username').fill('player01');
  await dialog.getByLabel('Password').fill('Passw0rd1');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(page);
  await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('member-area').getByTestId('balance')).toHaveText(/\d/, { timeout: 20_000 });
}

/** Header → Deposit: the member centre on depositv2, the form ready. */
async function openDeposit(page: Page) {
  await page.getByTestId('member-area').getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/[?&]mc=depositv2\b/);
  const form = page.getByRole('tabpanel', { name: 'Deposit' });
  await expect(form.getByRole('textbox', { name: 'Deposit amount' })).toBeVisible({ timeout: 20_000 });
  return form;
}

test.describe('member centre: deposit', () => {
  test.describe.configure({ timeout: 120_000 });

  test("the header's Deposit opens the deposit page with the merchant's methods", async ({ page }) => {
    await logIn(page);
    const form = await openDeposit(page);
    await expect(form.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    await expect(form.getByRole('region', { name: 'Pay into this account' })).toContainText('5140 1234 5678');
    for (const method of ['Online banking', 'E-wallet', 'QR payment'])
      await expect(form.getByRole('radio', { name: method })).toBeVisible();
  });

  test('a bank-transfer deposit is pending; once approved the header balance rises by exactly its amount', async ({
    page,
  }) => {
    await logIn(page);
    const before = await headerBalance(page);
    const form = await openDeposit(page);
    await form.getByRole('textbox', { name: 'Deposit amount' }).fill('250.75');
    await form.getByRole('button', { name: 'Deposit', exact: true }).click();
    const result = form.getByRole('region', { name: 'Deposit submitted' });
    await expect(result.getByText('Pending')).toBeVisible();
    await expect(result.getByText('P 250.75')).toBeVisible();
    await expect(result.getByText('Bank transfer')).toBeVisible();
    // The account records page is another engineer's: the pending record is read off this page's result.
    const id = (await result.getByText(/^\d{9}$/).innerText()).trim();
    // The centre is modal (the page behind it is inert): close it to reach the header's balance refresh.
    await page
      .getByRole('dialog', { name: 'Personal center' })
      .getByRole('button', { name: 'Close' })
      .click();
    await expect(page).not.toHaveURL(/[?&]mc=/);
    // Still pending: nothing has moved.
    await page.getByTestId('member-area').getByTestId('balance').click();
    await expect.poll(() => headerBalance(page)).toBe(before);

    const settled = await page.evaluate(async (tx) => {
      const res = await fetch(`/__mock/deposits/settle?decision=approve&id=${tx}`, { method: 'POST' });
      return ((await res.json()) as { value: { settled: number[] } }).value.settled;
    }, id);
    expect(settled.map(String)).toEqual([id]);
    await page.getByTestId('member-area').getByTestId('balance').click();
    await expect.poll(() => headerBalance(page)).toBe(new Big(before).plus('250.75').toFixed(2));
  });

  test('under the minimum and over the maximum are refused with their message and nothing is sent', async ({
    page,
  }) => {
    await logIn(page);
    const deposits = countDeposits(page);
    const form = await openDeposit(page);
    const amount = form.getByRole('textbox', { name: 'Deposit amount' });
    const submit = form.getByRole('button', { name: 'Deposit', exact: true });
    await amount.fill('99.99');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('The minimum amount is P 100.00');
    await expect(amount).toHaveValue('99.99');
    await amount.fill('50000.01');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('The maximum amount is P 50,000.00');
    await expect(amount).toHaveValue('50000.01');
    await page.waitForTimeout(500);
    expect(deposits.count).toBe(0);
  });

  test('a double click on submit creates one deposit', async ({ page }) => {
    await logIn(page);
    const deposits = countDeposits(page);
    const form = await openDeposit(page);
    await form.getByRole('button', { name: '500.00' }).click();
    await form.getByRole('button', { name: 'Deposit', exact: true }).dblclick();
    await expect(form.getByRole('region', { name: 'Deposit submitted' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(deposits.count).toBe(1);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`at 360 px in the ${theme} theme: opened from the phone menu, no sideways scroll, no serious axe finding`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await logIn(page, theme);
      await page
        .getByTestId('member-area')
        .getByRole('button', { name: /Player/ })
        .click();
      await page.getByRole('menuitem', { name: 'Deposit' }).click();
      await expect(page).toHaveURL(/[?&]mc=depositv2\b/);
      const form = page.getByRole('tabpanel', { name: 'Deposit' });
      await expect(form.getByRole('textbox', { name: 'Deposit amount' })).toBeVisible({ timeout: 20_000 });
      await form.getByRole('button', { name: 'Copy account number' }).click();
      const sideways = () =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await sideways()).toBeLessThanOrEqual(0);
      const axe = async (what: string) => {
        await page.waitForLoadState('networkidle');
        expect(await seriousAxeViolations(page, `${what} (${theme})`, '[role="tabpanel"]')).toEqual([]);
      };
      await axe('deposit form');
      await form.getByRole('button', { name: '1,000.00' }).click();
      await form.getByRole('button', { name: 'Deposit', exact: true }).click();
      await expect(form.getByRole('region', { name: 'Deposit submitted' })).toBeVisible();
      expect(await sideways()).toBeLessThanOrEqual(0);
      await axe('pending result');
      await page.getByRole('tab', { name: 'Payment confirmation' }).click();
      await expect(
        page.getByRole('tabpanel', { name: 'Payment confirmation' }).getByText('Amount received').first(),
      ).toBeVisible();
      expect(await sideways()).toBeLessThanOrEqual(0);
      await axe('payment confirmations');
    });
  }
});
