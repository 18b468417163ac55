import { exec } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { logInOnProduction } from './production';

/**
 * ADR 041 in Chromium against the production build: installable (manifest, icons, a controlling worker),
 * honest offline (the designed page, no money sent), and safe across deploys (the reload prompt, a gone
 * chunk ends on the new version).
 */

const distDir = process.env.E2E_PROD_DIST ?? 'dist-e2e';
const run = promisify(exec);

/** A PNG's width and height from its IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('the site is installable: a valid manifest, 192 and 512 px icons with a maskable one, a controlling worker', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href ?? '')).json()) as Record<string, unknown> & {
    icons: ManifestIcon[];
  };
  expect(manifest).toMatchObject({ name: 'WPS', short_name: 'WPS', display: 'standalone', start_url: '/' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const size of [192, 512]) {
    const icons = manifest.icons.filter((i) => i.sizes === `${size}x${size}`);
    expect(icons.map((i) => i.purpose)).toEqual(expect.arrayContaining(['any', 'maskable']));
    for (const icon of icons) {
      const res = await request.get(icon.src);
      expect(res.ok()).toBe(true);
      expect(res.headers()['content-type']).toContain('image/png');
      expect(pngSize(await res.body())).toEqual([size, size]);
    }
  }
  await waitForWorker(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(scope).toMatch(/\/$/);
});

test("Chromium's own installability check passes (what Lighthouse's installability audit asked)", async () => {
  // Lighthouse 12 dropped its PWA category; its installability audit read Chromium's own check, asked
  // here directly over the DevTools protocol. A test's context is incognito, where no site can be
  // installed, so this one opens a profile of its own.
  const { baseURL, launchOptions } = test.info().project.use;
  const profile = mkdtempSync(join(tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await waitForWorker(page);
    const devtools = await context.newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline: a withdrawal is refused without a request, a reload shows the offline page in English, "Try again" returns', async ({
  page,
  request,
  context,
}) => {
  let withdrawals = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/wps/v2/transaction/withdraw')
      withdrawals += 1;
  });
  await logInOnProduction(page, request, 'vip05');
  await waitForWorker(page);
  await page.getByTestId('member-area').getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page).toHaveURL(/[?&]mc=withdraw\b/);
  const centre = page.getByRole('dialog', { name: 'Personal center' });
  await centre.getByRole('textbox', { name: 'Withdrawal amount' }).fill('100.00');
  await centre.getByLabel('Withdrawal password').fill('246810');

  await context.setOffline(true);
  await centre.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(centre.getByRole('alert')).toContainText('You are offline');
  expect(withdrawals).toBe(0);
  const where = page.url();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(page.url()).toBe(where);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(where);
  await expect(page.getByRole('dialog', { name: 'Personal center' })).toBeVisible({ timeout: 20_000 });
  expect(withdrawals).toBe(0);
});

/**
 * A deploy as a host does it: the new version is built beside the served one, then switched in at once,
 * and the old files are gone. Built in place, the served directory would be empty for the whole build
 * and the tab's own late chunks (loaded after the first paint) would 404 and reload it before the deploy
 * is even over.
 */
async function deployNewVersion(): Promise<void> {
  const next = `${distDir}-next`;
  const previous = `${distDir}-previous`;
  rmSync(previous, { recursive: true, force: true });
  // A new value per run (a rebuild of the same setting would change nothing); sampling stays ~always.
  await run(`npx vite build --outDir ${next} --emptyOutDir`, {
    env: { ...process.env, VITE_RUM_URL: '/rum', VITE_RUM_SAMPLE_RATE: `0.999${Date.now() % 100_000}` },
    timeout: 240_000,
  });
  renameSync(distDir, previous);
  renameSync(next, distDir);
}

test('a new deploy: the open tab offers the reload, and a route whose old chunk is gone opens on the new version', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await page.goto('/');
  await expect(page.getByTestId('site-header')).toBeVisible({ timeout: 20_000 });
  await waitForWorker(page);
  await page.waitForLoadState('networkidle');
  const oldEntry = await page.locator('script[type="module"][src]').first().getAttribute('src');
  const oldAssets = new Set(readdirSync(join(distDir, 'assets')));

  // The same source with another build setting, so the entry's hash (and the hashes of every chunk
  // that imports it) change.
  await deployNewVersion();
  const gone = [...oldAssets].filter((f) => f.endsWith('.js') && !existsSync(join(distDir, 'assets', f)));
  expect(gone.length).toBeGreaterThan(0);

  // The tab looks for a new version when it comes back into view.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const prompt = page.getByRole('status').filter({ hasText: 'A new version is ready' });
  await expect(prompt).toBeVisible({ timeout: 60_000 });
  await expect(prompt.getByRole('button', { name: 'Reload' })).toBeVisible();

  // Not the prompt: a navigation to a screen whose chunk the old version names.
  await page.getByRole('link', { name: 'Promotions' }).first().click();
  await expect(page).toHaveURL(/\/promotions/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('boot-failure-screen')).toHaveCount(0);
  const newEntry = await page.locator('script[type="module"][src]').first().getAttribute('src');
  expect(newEntry).not.toBe(oldEntry);
});

test('a missing entry chunk shows the boot failure screen, not an endless splash', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  // The deadline starts in index.html: the entry never runs, yet the failure screen comes at once.
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/');
  const screen = page.getByTestId('boot-failure-screen');
  await expect(screen).toBeVisible({ timeout: 10_000 });
  await expect(screen.getByRole('heading', { name: 'The site could not load' })).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
});
