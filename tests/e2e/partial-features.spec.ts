import { expect, test, type Page } from './fixtures';
import { logInAs } from './steps';

/**
 * The spec's partial features, finished (ADR 040), as a person sees them in Chromium: a member's
 * profit and loss has the lottery from its own report, the points page has its ledger; an agent's
 * team betting names the products no team report covers, and a salary page has its payout history
 * and says how a contract is offered.
 */

const memberCentre = (page: Page) => page.getByRole('dialog', { name: 'Personal center' });
const agentCentre = (page: Page) => page.getByRole('dialog', { name: 'Agent' });

test.describe('partial features', () => {
  test.describe.configure({ timeout: 120_000 });

  test("a member's profit and loss has the lottery, and the points page has a ledger", async ({ page }) => {
    await logInAs(page, 'player01');
    await page.goto('/?mc=personalProfit');
    const table = memberCentre(page).getByRole('table', { name: 'Profit and loss per product' });
    await expect(table.getByRole('row', { name: /^Lottery/ })).toBeVisible({ timeout: 20_000 });
    await expect(table.getByRole('row', { name: /^Slots/ })).toBeVisible();
    await expect(table).not.toContainText('at least');

    await page.goto('/pointMall');
    await page.getByRole('tab', { name: 'Points ledger' }).click();
    const ledger = page.getByRole('table', { name: 'Points earned and spent' });
    await expect(ledger.getByRole('row', { name: /Earned/ }).first()).toBeVisible();
  });

  test("an agent's team betting and a salary page's payouts", async ({ page }) => {
    await logInAs(page, 'agent1');
    await page.goto('/?ac=personalHistoryCopy');
    const agent = agentCentre(page);
    await expect(agent.getByRole('note')).toContainText(
      'Live casino, sports and e-sports bets are not listed',
    );
    await agent.getByRole('radio', { name: 'Last 30 days' }).click();
    const betting = agent.getByRole('table', { name: 'Team betting' });
    for (const product of ['Slots', 'Card games', 'Fishing', 'Lottery'])
      await expect(betting.getByRole('cell', { name: product, exact: true }).first()).toBeVisible({
        timeout: 20_000,
      });

    await page.goto('/?ac=agentDailyWages2');
    await expect(agent.getByRole('heading', { name: 'Offering or changing a contract' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(agent.getByText(/contact customer service with the downline's username/)).toBeVisible();
    const payouts = agent.getByRole('table', { name: 'Payouts under these contracts' });
    await expect(payouts.getByRole('row').nth(1)).toContainText(/\d{4}-\d{2}-\d{2}/, { timeout: 20_000 });
  });
});
