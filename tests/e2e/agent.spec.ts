import Big from 'big.js';
import { expect, test, type Page } from './fixtures';
import { logInAs, logInAsAgent, openSite, solveSlider, submitLogin } from './steps';

/**
 * The agent centre (spec 02 §2 Agent centre; ADR 026): agent1 logs in through the agent entry and lands on
 * /agentHome; the centre shows 12 entries with every feature on and 8 with them off; a downline registered in
 * the registration centre appears in Team management; a transfer of 100 lowers agent1's balance by 100 and,
 * logged in as that downline, its balance is 100; an offered daily-salary contract is accepted; player01 sees
 * no agent centre; a non-agent on the agent login gets its message; a trial account is refused.
 */

const centre = (page: Page) => page.getByRole('dialog', { name: 'Agent' });
const money = (text: string) => text.replace(/^[^\d-]+/, '').replace(/,/g, '');
const balance = (page: Page) => page.getByTestId('member-area').getByTestId('balance');

/** Asks for an address inside the running app (wouter hears pushState), as a link would. */
async function askFor(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => window.history.pushState(null, '', p), path);
}

/** The agent entry: the login popup's "Agent login", then agent1's credentials; lands on /agentHome. */
async function agentLogin(page: Page, scenario = 'default'): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await openSite(page, '/', scenario);
  await logInAsAgent(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Agent One' })).toBeVisible({
    timeout: 20_000,
  });
}

test.describe('agent centre', () => {
  test.describe.configure({ timeout: 180_000 });

  test('agent1: agent entry to /agentHome, 12 entries, a registered downline gets a transfer of 100 and a contract is accepted', async ({
    page,
  }) => {
    let transfers = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/agent/transferDownline') transfers += 1;
    });
    await agentLogin(page);
    await page.getByRole('link', { name: 'Account' }).click();
    const agent = centre(page);
    await expect(agent.getByRole('navigation', { name: 'Agent menu' }).getByRole('link')).toHaveCount(12);

    // A downline registered in the registration centre appears in Team management.
    await agent.getByRole('textbox', { name: 'Username' }).fill('e2eteam1');
    await agent.getByLabel('Password', { exact: true }).fill('abc12345');
    await agent.getByLabel('Confirm password').fill('abc12345');
    await agent.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(agent.getByText('e2eteam1 is registered')).toBeVisible();
    await agent.getByRole('button', { name: 'Open Team management' }).click();
    await expect(agent.getByRole('rowheader', { name: 'e2eteam1' })).toBeVisible();

    // A wrong payment password is refused with its message and moves nothing; with the right one a
    // transfer of 100 (double-clicked) lowers agent1's balance by 100, once.
    await agent.getByRole('button', { name: 'Close' }).click();
    await expect(balance(page)).toHaveText(/\d/);
    const before = money(await balance(page).innerText());
    await page.getByRole('link', { name: 'Team management' }).click();
    await agent.getByRole('button', { name: 'Transfer to e2eteam1' }).click();
    const panel = agent.getByRole('region', { name: 'Transfer to a downline' });
    await panel.getByRole('textbox', { name: 'Amount' }).fill('100');
    await panel.getByLabel('Withdrawal password').fill('111111');
    await panel.getByRole('button', { name: 'Next' }).click();
    await panel.getByRole('button', { name: 'Confirm' }).click();
    await expect(panel.getByRole('alert')).toHaveText('The withdrawal password is incorrect');
    await expect(panel.getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
    expect(transfers).toBe(1);
    await panel.getByLabel('Withdrawal password').fill('246810');
    await panel.getByRole('button', { name: 'Next' }).click();
    await panel.getByRole('button', { name: 'Confirm' }).dblclick();
    await expect(panel.getByText('P 100.00 was sent to e2eteam1.')).toBeVisible();
    expect(transfers).toBe(2);
    await expect(agent.getByRole('row', { name: /e2eteam1/ })).toContainText('P 100.00');

    // An offered daily-salary contract is accepted and shows as accepted.
    await agent.getByRole('link', { name: 'Daily salary' }).click();
    const accept = agent.getByRole('button', { name: /^Accept the contract with / }).first();
    await expect(accept).toBeVisible();
    const downline = ((await accept.getAttribute('aria-label')) ?? '').replace(
      'Accept the contract with ',
      '',
    );
    const accepted = agent.getByText('Accepted', { exact: true });
    const acceptedBefore = await accepted.count();
    await accept.click();
    await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('alertdialog')).toContainText(`The contract with ${downline} is accepted.`);
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(accepted).toHaveCount(acceptedBefore + 1);

    await agent.getByRole('button', { name: 'Close' }).click();
    await expect
      .poll(async () => money(await balance(page).innerText()))
      .toBe(new Big(before).minus(100).toFixed(2));

    // Logged in as that downline, its balance is the 100 it was sent.
    await page.getByRole('button', { name: /Agent One/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Are you sure you want to sign out?' })
      .getByRole('button')
      .last()
      .click();
    await expect(page.getByTestId('visitor-area')).toBeVisible();
    await page.getByRole('button', { name: 'Log in' }).first().click();
    await submitLogin(page.getByRole('dialog', { name: 'Login' }), 'e2eteam1', 'abc12345');
    await solveSlider(page);
    await expect(balance(page)).toHaveText(/100\.00/, { timeout: 20_000 });
  });

  test('with the contract features off the centre has 8 entries', async ({ page }) => {
    await agentLogin(page, 'agentFlagsOff');
    await page.getByRole('link', { name: 'Overview' }).click();
    const menu = centre(page).getByRole('navigation', { name: 'Agent menu' });
    await expect(menu.getByRole('link')).toHaveCount(8);
    await expect(menu.getByRole('link', { name: 'Daily salary' })).toHaveCount(0);
  });

  test('a player sees no agent centre and cannot use the agent login; a trial account is refused', async ({
    page,
  }) => {
    await logInAs(page, 'player01');
    await page
      .getByTestId('member-area')
      .getByRole('button', { name: /Player One/ })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Agent centre' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await askFor(page, '/?ac=agentTeamOverview');
    // The address is dropped (replaced): a member has no agent centre.
    await expect(page).toHaveURL((url) => !url.search.includes('ac='));
    await expect(centre(page)).toHaveCount(0);

    // A new visit as a visitor: the agent login refuses the player's account.
    await page.evaluate(() => sessionStorage.clear());
    await openSite(page, '/agentHome');
    await page.getByRole('button', { name: 'Agent login' }).click();
    const login = page.getByRole('dialog', { name: 'Agent login' });
    await submitLogin(login, 'player01', 'Passw0rd1');
    await solveSlider(page);
    await expect(login.getByRole('alert')).toHaveText('Non-agents cannot log in here.');

    // A trial account asking for the centre gets the need-real-account warning.
    await page.evaluate(() => sessionStorage.clear());
    await openSite(page, '/');
    await page.getByRole('button', { name: 'Log in' }).first().click();
    await submitLogin(page.getByRole('dialog', { name: 'Login' }), 'trial01', 'Passw0rd1');
    await solveSlider(page);
    await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'OK' }).click();
    await askFor(page, '/?ac=agentTeamOverview');
    await expect(page.getByRole('alertdialog')).toContainText('This feature needs a real account');
  });
});
