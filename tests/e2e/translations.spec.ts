import { expect, test, type Page } from './fixtures';
import { goInApp, logInPlayer, prepare } from './routes';

/**
 * The member and agent centres' text is left out of the first load and comes with the first screen that
 * shows it (src/i18n/namespaces.ts). A screen that shows it without waiting for it shows its keys
 * ("rank.next") for the moment the text is missing, or for good: these pages are where that text appears
 * outside the centres (money amounts, ranks, the agent's home), for a member, walked into and loaded afresh.
 */
const CENTRE_TEXT_ROUTES = ['/vip', '/pointMall', '/', '/agentHome'];

/** Dotted lower-camel words, as i18next shows a key it has no text for. */
const KEY = /\b[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*(?:\.[a-z][A-Za-z0-9]*)*\b/g;

async function keysShown(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return [...new Set(text.match(KEY) ?? [])];
}

test("pages with the centres' text show it, never its keys", async ({ page }) => {
  await prepare(page, 'light');
  await page.goto('/');
  await logInPlayer(page);
  for (const route of CENTRE_TEXT_ROUTES) {
    await goInApp(page, route);
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => keysShown(page), { message: `${route}, walked into` }).toEqual([]);
  }
  for (const route of CENTRE_TEXT_ROUTES) {
    await page.goto(route);
    await expect(page.getByTestId('member-area')).toBeVisible();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => keysShown(page), { message: `${route}, loaded afresh` }).toEqual([]);
  }
});
