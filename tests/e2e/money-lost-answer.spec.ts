import Big from 'big.js';
import { expect, test, type Page } from './fixtures';
import { logInAs } from './steps';

/**
 * A money call whose answer is lost (ADR 033) is never sent again blindly: the site reads the
 * backend's records first. `moneyAnswerLost`: the withdrawal took effect and only its answer was
 * lost, so the site finds it and shows it as done. `moneyRequestLost`: the backend never saw it, so
 * the form comes back as typed and a second press sends it once.
 */

const centre = (page: Page) => page.getByRole('dialog', { name: 'Personal center' });
const money = (text: string) => text.replace(/^[^\d-]+/, '').replace(/,/g, '');
const WITHDRAW_PATH = '/wps/v2/transaction/withdraw';

/** Counts the withdrawal requests the page sends from now on. */
function countWithdrawals(page: Page): () => number {
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === WITHDRAW_PATH) sent += 1;
  });
  return () => sent;
}

/** The withdrawal rows of today's account records, as the member reads them. */
async function withdrawalRecords(page: Page): Promise<number> {
  await page.goto('/?mc=transactionHistory');
  const report = centre(page);
  await report.getByRole('combobox', { name: 'Record type' }).selectOption('WITHDRAW');
  const table = report.getByRole('table', { name: 'Account records' });
  const empty = report.getByRole('heading', { name: /no records/i });
  await expect(table.or(empty)).toBeVisible({ timeout: 20_000 });
  if (await empty.isVisible()) return 0;
  await expect(report.getByLabel('Loading records')).toHaveCount(0);
  return table.getByRole('row').filter({ hasText: 'Withdrawal' }).count();
}

async function headerBalance(page: Page): Promise<string> {
  const header = page.getByTestId('member-area').getByTestId('balance');
  await expect(header).toHaveText(/\d/, { timeout: 20_000 });
  return money(await header.innerText());
}

/** Opens the withdraw page on `scenario` (the lost-answer faults arm when it is switched on). */
async function openWithdraw(page: Page, scenario: string) {
  await page.goto(`/?mc=withdraw&scenario=${scenario}`);
  const form = centre(page).getByRole('form', { name: 'Withdrawal' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  return form;
}

test.describe('money: a lost answer is checked, never retried blindly', () => {
  test.describe.configure({ timeout: 120_000 });

  test('moneyAnswerLost: the withdrawal is found in the records and shown as done, sent once', async ({
    page,
  }) => {
    await logInAs(page, 'vip05', 'moneyAnswerLost');
    const recordsBefore = await withdrawalRecords(page);
    const sent = countWithdrawals(page);
    const form = await openWithdraw(page, 'moneyAnswerLost');
    const balanceBefore = await headerBalance(page);
    await form.getByRole('textbox', { name: 'Withdrawal amount' }).fill('100');
    await form.getByLabel('Withdrawal password').fill('246810');
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();

    const result = centre(page).getByRole('region', { name: 'Withdrawal requested' });
    await expect(result.getByText('P 100.00')).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(() => headerBalance(page), { timeout: 15_000 })
      .toBe(new Big(balanceBefore).minus('100').toFixed(2));
    expect(sent()).toBe(1);
    expect(await withdrawalRecords(page)).toBe(recordsBefore + 1);
    expect(sent()).toBe(1);
  });

  test('moneyRequestLost: nothing was sent, the form comes back as typed, a second press sends it once', async ({
    page,
  }) => {
    await logInAs(page, 'vip05', 'moneyRequestLost');
    const recordsBefore = await withdrawalRecords(page);
    const sent = countWithdrawals(page);
    const form = await openWithdraw(page, 'moneyRequestLost');
    const balanceBefore = await headerBalance(page);
    const amount = form.getByRole('textbox', { name: 'Withdrawal amount' });
    await amount.fill('100');
    await form.getByLabel('Withdrawal password').fill('246810');
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();

    await expect(form.getByRole('alert')).toHaveText(/nothing was sent/i, { timeout: 20_000 });
    await expect(amount).toHaveValue('100');
    expect(await headerBalance(page)).toBe(balanceBefore);
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();

    const result = centre(page).getByRole('region', { name: 'Withdrawal requested' });
    await expect(result.getByText('P 100.00')).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(() => headerBalance(page), { timeout: 15_000 })
      .toBe(new Big(balanceBefore).minus('100').toFixed(2));
    expect(sent()).toBe(2);
    expect(await withdrawalRecords(page)).toBe(recordsBefore + 1);
  });
});
