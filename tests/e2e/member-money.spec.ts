import Big from 'big.js';
import { expect, test, type Page } from './fixtures';
import { logInAs } from './steps';

/**
 * Money out and between wallets (spec 01 §2 Member centre; exact money, ADR 021): a withdrawal lowers the
 * available balance and moves money once on a double click; a transfer to a game wallet and recall all; a
 * transfer to the upline asks for the payment password and refuses a wrong one.
 */

const centre = (page: Page) => page.getByRole('dialog', { name: 'Personal center' });
const money = (text: string) => text.replace(/^[^\d-]+/, '').replace(/,/g, '');

test.describe('member centre: money out and between wallets', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a withdrawal (double-clicked) holds its amount once and lowers the available balance', async ({
    page,
  }) => {
    let withdrawals = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/wps/v2/transaction/withdraw')
        withdrawals += 1;
    });
    await logInAs(page, 'vip05');
    const header = page.getByTestId('member-area').getByTestId('balance');
    const headerBefore = money(await header.innerText());
    await page.getByTestId('member-area').getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page).toHaveURL(/[?&]mc=withdraw\b/);
    const available = centre(page).getByText('Available to withdraw').locator('..').getByRole('strong');
    await expect(available).toHaveText(/\d/, { timeout: 20_000 });
    const before = money(await available.innerText());
    await centre(page).getByRole('textbox', { name: 'Withdrawal amount' }).fill('300.40');
    await centre(page).getByLabel('Withdrawal password').fill('246810');
    await centre(page).getByRole('button', { name: 'Withdraw', exact: true }).dblclick();
    const result = centre(page).getByRole('region', { name: 'Withdrawal requested' });
    await expect(result.getByText('P 300.40')).toBeVisible();
    // The header's balance follows the money movement without a reload (ADR 034).
    await expect
      .poll(async () => money(await header.innerText()))
      .toBe(new Big(headerBefore).minus('300.40').toFixed(2));
    await result.getByRole('button', { name: 'Make another withdrawal' }).click();
    await expect(available).toHaveText(/\d/);
    expect(money(await available.innerText())).toBe(new Big(before).minus('300.40').toFixed(2));
    expect(withdrawals).toBe(1);
  });

  test('withdraw without a bank card leads to binding one and setting the password, then the withdrawal lowers the balance', async ({
    page,
  }) => {
    await logInAs(page, 'player01');
    await page.getByTestId('member-area').getByRole('button', { name: 'Withdraw', exact: true }).click();
    await centre(page).getByRole('button', { name: 'Bind a bank card' }).click();
    await expect(page).toHaveURL(/mc=securityCenter&mc\.section=bankCards&mc\.back=withdraw/);
    await centre(page).getByRole('button', { name: 'Bind a bank card' }).click();
    const form = centre(page).getByRole('form', { name: 'Bind a bank card' });
    await form.getByRole('combobox', { name: 'Bank' }).selectOption({ label: 'Maybank' });
    await form.getByRole('textbox', { name: 'Account holder name' }).fill('Player One');
    await form.getByRole('textbox', { name: 'Account number' }).fill('514012345678');
    await form.getByRole('button', { name: 'Bind card' }).click();
    await centre(page).getByRole('button', { name: 'Back to Withdraw' }).click();
    await centre(page).getByRole('button', { name: 'Set withdrawal password' }).click();
    await expect(page).toHaveURL(/mc\.section=withdrawPassword/);
    await centre(page).getByLabel('New withdrawal password').fill('112233');
    await centre(page).getByLabel('Confirm withdrawal password').fill('112233');
    await centre(page).getByRole('button', { name: 'Set withdrawal password' }).click();
    await centre(page).getByRole('button', { name: 'Back to Withdraw' }).click();
    const available = centre(page).getByText('Available to withdraw').locator('..').getByRole('strong');
    await expect(available).toHaveText(/\d/, { timeout: 20_000 });
    const before = money(await available.innerText());
    await centre(page).getByRole('textbox', { name: 'Withdrawal amount' }).fill('100');
    await centre(page).getByLabel('Withdrawal password').fill('112233');
    await centre(page).getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(centre(page).getByRole('region', { name: 'Withdrawal requested' })).toBeVisible();
    await centre(page).getByRole('button', { name: 'Make another withdrawal' }).click();
    await expect(available).toHaveText(/\d/);
    expect(money(await available.innerText())).toBe(new Big(before).minus('100').toFixed(2));
  });

  test('a transfer to upline refuses a wrong payment password and moves nothing; the right one sends once', async ({
    page,
  }) => {
    let transfers = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/relay/GCS_walletTransfer') transfers += 1;
    });
    await logInAs(page, 'down01');
    await page.goto('/?mc=transferUpline');
    const region = centre(page).getByRole('region', { name: 'Transfer to upline' });
    const available = region.getByText('Available in your main wallet').locator('..').getByRole('strong');
    await expect(available).toHaveText('P 500.00', { timeout: 20_000 });
    await region.getByRole('textbox', { name: 'Amount to send' }).fill('40.50');
    await region.getByLabel('Withdrawal password').fill('111111');
    await region.getByRole('button', { name: 'Continue' }).click();
    await region.getByRole('button', { name: 'Confirm transfer' }).click();
    await expect(region.getByRole('alert')).toHaveText('The withdrawal password is incorrect');
    await expect(region.getByRole('textbox', { name: 'Amount to send' })).toHaveValue('40.50');
    await expect(available).toHaveText('P 500.00');
    expect(transfers).toBe(1);
    await region.getByLabel('Withdrawal password').fill('246810');
    await region.getByRole('button', { name: 'Continue' }).click();
    await region.getByRole('button', { name: 'Confirm transfer' }).dblclick();
    await expect(region.getByRole('status')).toContainText('P 40.50 has been sent');
    expect(transfers).toBe(2);
    await region.getByRole('button', { name: 'Make another transfer' }).click();
    await expect(available).toHaveText(new Big('500').minus('40.50').toFixed(2).replace(/^/, 'P '));
  });

  test('a transfer to a game wallet and recall all', async ({ page }) => {
    await logInAs(page, 'vip05');
    await page.goto('/?mc=transferFund');
    const card = (name: string) =>
      centre(page)
        .getByRole('listitem')
        .filter({ has: page.getByText(name, { exact: true }) });
    await expect(card('Main wallet')).toContainText('P 88,000.00', { timeout: 20_000 });
    await centre(page).getByRole('combobox', { name: 'To' }).selectOption({ label: 'Sports wallet' });
    await centre(page).getByRole('textbox', { name: 'Transfer amount' }).fill('500');
    await centre(page).getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(card('Main wallet')).toContainText('P 87,500.00');
    await centre(page).getByRole('button', { name: 'Recall all to main wallet' }).click();
    await expect(card('Sports wallet')).toContainText('P 0.00');
    await expect(card('Game wallet')).toContainText('P 0.00');
    await expect(card('Main wallet')).toContainText('P 89,520.75');
  });
});
