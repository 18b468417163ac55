import Big from 'big.js';
import { expect, test, type Page } from './fixtures';
import { logInAs } from './steps';

/**
 * The balance follows the game (ADR 034): a slot played in the site's frame changes the player's
 * wallet on the mock, and the header shows the new figure once the game closes, with no click.
 */

const money = (text: string) => text.replace(/^[^\d-]+/, '').replace(/,/g, '');
const header = (page: Page) => page.getByTestId('member-area').getByTestId('balance');

test('the header shows a game’s bets and wins within 2 s of closing it, with no click', async ({ page }) => {
  test.slow();
  await logInAs(page, 'player01');
  await expect(header(page)).toHaveText(/\d/);
  const before = money(await header(page).innerText());

  await page.goto('/rng');
  const cards = page.getByTestId('game-card');
  await expect(cards).toHaveCount(12, { timeout: 30_000 });
  await cards
    .first()
    .getByRole('button', { name: /^Play / })
    .click();
  await expect(page).toHaveURL(/\/game\?launch=/);
  const game = page.frameLocator('iframe.game-page__frame');
  const status = game.getByRole('status');
  await game.getByRole('button', { name: 'Bet 10' }).click();
  await expect(status).toHaveText('Bet 10: done');
  await game.getByRole('button', { name: 'Win 25' }).click();
  await expect(status).toHaveText('Win 25: done');

  await page.getByRole('button', { name: 'Close the game' }).click();
  await expect(header(page)).toHaveText(
    `P ${new Big(before)
      .plus('15')
      .toFixed(2)
      .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`,
    {
      timeout: 2_000,
    },
  );
});
