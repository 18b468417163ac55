import { expect, test } from './fixtures';
import { goInApp } from './routes';
import { logInAs } from './steps';

/**
 * The points shop (spec 02 §7; ADR 027): a points redeem lowers the point balance and appears as In Process.
 * One request per redeem (a double click sends one), through the encrypted password-checked relay.
 */
test('a points redeem lowers the balance by its cost and appears In Process', async ({ page }) => {
  test.setTimeout(120_000);
  let redeems = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/wps/relay/passwordCheck/MCS2_redeemPointReward') redeems += 1;
  });
  await logInAs(page, 'player01');
  // The welcome popup plays its close animation before the page is walked on.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await goInApp(page, '/pointMall');
  const balance = page.getByRole('region', { name: 'Your points' });
  const shown = async () =>
    Number(((await balance.locator('strong').textContent()) ?? '').replace(/\D/g, ''));
  await expect(balance).toContainText(/\d+ points/);
  const before = await shown();

  await page.getByRole('button', { name: 'Redeem: Lucky Draw Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem Lucky Draw Ticket' });
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await expect(dialog.getByText('Total: 1,000 points')).toBeVisible();
  await dialog.getByLabel('Login password').fill('Passw0rd1');
  await dialog.getByRole('button', { name: 'Redeem' }).dblclick();
  await expect(dialog.getByText(/You redeemed 2 × Lucky Draw Ticket/)).toBeVisible();
  await expect.poll(shown).toBe(before - 1000);
  expect(redeems).toBe(1);

  await dialog.getByRole('button', { name: 'See history' }).click();
  const first = page.getByRole('table', { name: 'Redeem history' }).getByRole('row').nth(1);
  await expect(first).toContainText('Lucky Draw Ticket');
  await expect(first).toContainText('In Process');
});
