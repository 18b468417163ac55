import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openLogin, openSite } from './steps';

/**
 * Popups on phones (ADR 018 addendum, ADR 019): below 600 px a modal is a full-screen sheet with a 44 px
 * close control, its form scrolls inside it and nothing fixed on the page lies over a field; on a desktop it
 * stays a centred dialog.
 */
const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];

async function start(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await openSite(page, '/rng');
}

/** The element the browser would hit at the centre of `target` is `target` itself (or inside it). */
async function isUncovered(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

for (const size of PHONES) {
  test(`${size.width} px: the login popup is a full-screen sheet with a 44 px close control`, async ({
    page,
  }) => {
    await start(page, size);
    const dialog = await openLogin(page);
    await expect
      .poll(async () => dialog.boundingBox())
      .toEqual({ x: 0, y: 0, width: size.width, height: size.height });
    const close = dialog.getByRole('button', { name: 'Close' });
    const closeBox = await close.boundingBox();
    expect(closeBox?.width).toBeGreaterThanOrEqual(44);
    expect(closeBox?.height).toBeGreaterThanOrEqual(44);
    expect(await isUncovered(close)).toBe(true);
    expect(await isUncovered(dialog.getByLabel('Username', { exact: true }))).toBe(true);
    expect(await isUncovered(dialog.getByLabel('Password', { exact: true }))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await close.click();
    await expect(dialog).toBeHidden();
  });

  test(`${size.width} px: a long form scrolls inside the sheet, its title bar and close stay in view`, async ({
    page,
  }) => {
    await start(page, { width: size.width, height: 480 });
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Register' }).click();
    const register = page.getByRole('dialog', { name: 'Register' });
    await expect(register).toBeVisible();
    const submit = register.getByRole('button', { name: 'Register' }).last();
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeInViewport();
    expect(await isUncovered(submit)).toBe(true);
    // The body scrolled, not the page: the close control is still on screen, at the top.
    const close = register.getByRole('button', { name: 'Close' });
    await expect(close).toBeInViewport();
    expect(await isUncovered(close)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}

test('1366 px: the login popup stays a centred dialog', async ({ page }) => {
  await start(page, { width: 1366, height: 800 });
  const dialog = await openLogin(page);
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.width).toBeLessThan(700);
  expect(Math.abs(box.x + box.width / 2 - 683)).toBeLessThan(2);
  expect(box.y).toBeGreaterThan(0);
  const close = await dialog.getByRole('button', { name: 'Close' }).boundingBox();
  expect(close?.width).toBeGreaterThanOrEqual(44);
});
