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

test('a centre opened while the switch to Chinese loads shows Chinese once it is done', async ({ page }) => {
  // Bahasa Melayu (the default), logged in, Chinese never loaded: a reload after a visit in English.
  // English is no use here: it is every language's fallback, loaded with the boot (ADR 051).
  await page.goto('/rng');
  await switchLanguage(page, 'English');
  await logInPlayer(page);
  await switchLanguage(page, 'Bahasa Melayu');
  await page.reload();
  await expect(page.getByTestId('member-area')).toBeVisible({ timeout: 20_000 });

  // Chinese's first-load chunk (not its centres' chunk) is held until the centre has opened.
  const chineseChunk = /\/assets\/locale-cn-(?!centres)[^/]+\.js$/;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  // On the context: the mock's service worker fetches the page's requests, and only context routes see those.
  await page.context().route(chineseChunk, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await switchLanguage(page, '中文', { wait: false });
  await expect.poll(() => asked).toBe(true);
  await goInApp(page, '/rng?mc=securityCenter');
  await expect(page.getByRole('dialog', { name: 'Pusat peribadi' })).toBeVisible({ timeout: 20_000 });

  release();
  await expect(page.getByRole('dialog', { name: '个人中心' })).toBeVisible();
  await expect(page.getByText('Pusat peribadi')).toHaveCount(0);
});

/** The `<html lang>` each menu entry leads to (src/config/languages.ts). */
const HTML_LANG_OF: Record<string, string> = { English: 'en', 'Bahasa Melayu': 'ms', 中文: 'zh-CN' };

async function switchLanguage(page: Page, name: string, options: { wait?: boolean } = {}): Promise<void> {
  await page.getByTestId('language-button').click();
  await page.getByRole('menuitemradio', { name }).click();
  if (options.wait ?? true)
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG_OF[name] ?? '');
}
