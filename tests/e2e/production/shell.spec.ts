/**
 * The prerendered shell (ADR 044) in the production build: painted from the HTML with no script at all,
 * its banner frame showing the page's first banner from the early announcements answer, and adopted by
 * React without a hydration error or a CSP violation.
 */
import { expect, test } from '@playwright/test';

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
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
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
