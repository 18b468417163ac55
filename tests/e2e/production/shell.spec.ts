/**
 * The prerendered shell (ADR 044) in the production build: painted from the HTML with no script at all,
 * its banner frame showing the page's first banner from the early announcements answer, and adopted by
 * React without a hydration error or a CSP violation.
 */
import { expect, test, type Page } from '@playwright/test';

/** Console errors and uncaught page errors, collected for the whole test (a hydration mismatch is one). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the HTML alone paints the shell: header, main and footer, and no text to translate', async ({
    page,
  }) => {
    await page.goto('/rng');
    const shell = page.getByTestId('boot-screen');
    await expect(shell.getByRole('banner')).toBeVisible();
    await expect(shell.getByRole('main')).toBeVisible();
    await expect(shell.getByRole('contentinfo')).toBeVisible();
    await expect(shell).toHaveAttribute('aria-busy', 'true');
  });
});

test('the shell hydrates into the site in the chosen language, with no error on the console', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  // The first banner is in the shell's frame before the app has replaced the shell.
  let framed = '';
  await page.exposeFunction('__reportFrame', (value: string) => {
    framed ||= value;
  });
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const frame = document.querySelector<HTMLElement>('[data-boot-shell] .boot-shell__frame');
      const image = frame?.style.backgroundImage ?? '';
      if (image) (window as unknown as { __reportFrame(v: string): void }).__reportFrame(image);
    });
    observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
  });
  await page.goto('/rng');
  await expect(page.getByTestId('site-header')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
  await expect(page.getByTestId('boot-screen')).toHaveCount(0);
  expect(framed).toMatch(/^url\(/);
  expect(problems).toEqual([]);
});

test("on /promotions the first promotion's picture is framed before the app is even requested (ADR 045)", async ({
  page,
}) => {
  const problems = consoleProblems(page);
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  // What happened, in the order the page did it: the card's picture set, the app's entry requested.
  const events: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/index-[\w-]+\.js$/.test(request.url())) events.push('entry requested');
  });
  await page.exposeFunction('__reportCard', (value: string) => {
    if (!events.some((e) => e.startsWith('card'))) events.push(`card ${value}`);
  });
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const card = document.querySelector<HTMLElement>('[data-boot-shell] .boot-shell__block--card');
      const image = card?.style.backgroundImage ?? '';
      if (image) (window as unknown as { __reportCard(v: string): void }).__reportCard(image);
    });
    observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
  });
  await page.goto('/promotions');
  const firstCard = page.locator('.promo-card').first();
  await expect(firstCard).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('boot-screen')).toHaveCount(0);
  expect(events.map((e) => e.split(' ')[0])).toEqual(['card', 'entry']);
  // The shell framed the picture the page then shows first.
  const shown = await firstCard.locator('img').getAttribute('src');
  expect(shown).toBeTruthy();
  expect(events[0]).toContain((shown ?? '').slice(0, 60));
  expect(problems).toEqual([]);
});
