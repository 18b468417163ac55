import { expect, test, type Page } from './fixtures';
import CryptoJS from 'crypto-js';

/**
 * Lobby and launch journeys (spec 02 §2, §4) in Chromium against the demo build's mock backend.
 * Members log in through the real encrypted login call made inside the page (the mock database
 * lives in the page's service worker), then the session is stored as the site stores it.
 */
/**
 * The wire encryption of src/api/wire-crypto.ts (wire protocol §3), restated here because
 * Playwright's loader cannot resolve that module's extensionless crypto-js subpath imports.
 */
function encryptBody(payload: unknown, modulusHex: string) {
  const key = Array.from({ length: 16 }, (_, i) =>
    'ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghikmnopqrstuvwxyz'.charAt((i * 7 + Date.now()) % 50),
  ).join('');
  const digest = CryptoJS.DES.encrypt(
    CryptoJS.enc.Utf8.parse(JSON.stringify(payload)),
    CryptoJS.enc.Utf8.parse(key),
    {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    },
  ).ciphertext.toString(CryptoJS.enc.Base64);
  const n = BigInt(`0x${modulusHex.trim()}`);
  const chunkSize = 2 * (Math.ceil(n.toString(2).length / 16) - 1);
  const codes = Array.from(key)
    .reverse()
    .map((c) => c.charCodeAt(0));
  while (codes.length % chunkSize !== 0) codes.push(0);
  const blocks: string[] = [];
  for (let start = 0; start < codes.length; start += chunkSize) {
    let m = 0n;
    for (let k = 0; k < chunkSize; k += 1) m += BigInt(codes[start + k] ?? 0) << BigInt(8 * k);
    let result = 1n;
    let b = m % n;
    let e = 0x10001n;
    while (e > 0n) {
      if (e & 1n) result = (result * b) % n;
      e >>= 1n;
      b = (b * b) % n;
    }
    const hex = result.toString(16);
    blocks.push(hex.padStart(Math.ceil(hex.length / 4) * 4, '0'));
  }
  return {
    body: { value: digest },
    headers: { Encryption: blocks.join(' '), 'X-Digest': digest, 'X-RSA': modulusHex.trim() },
  };
}

const MERCHANT = 'demo01a';
const HEADERS = { Merchant: MERCHANT, Language: 'EN', Device: 'web', 'X-Gateway-Version': '3' };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    for (const key of ['language', 'hisLang', 'lang']) localStorage.setItem(key, 'EN');
  });
});

async function logIn(page: Page, username: string): Promise<void> {
  // The mock backend answers only once its service worker controls the page.
  await page.waitForFunction(() => '__WPS_MOCK__' in window, undefined, { timeout: 15_000 });
  const modulus = await page.evaluate(
    async (headers) => (await fetch(`/wps/session/key/rsa?t=${Date.now()}`, { headers })).text(),
    HEADERS,
  );
  const encrypted = encryptBody({ username, password: 'Passw0rd1', type: 'username' }, modulus.trim());
  const value = await page.evaluate(
    async ({ headers, encrypted }) => {
      const res = await fetch('/wps/session/login', {
        method: 'POST',
        headers: { ...headers, ...encrypted.headers, 'Content-Type': 'application/json;charset=UTF-8' },
        body: JSON.stringify(encrypted.body),
      });
      return (await res.json()) as {
        success: boolean;
        value?: { token: string; customerType?: number | string };
      };
    },
    { headers: HEADERS, encrypted },
  );
  expect(value.success, `login of ${username}`).toBe(true);
  await page.evaluate(
    ({ token, username, type }) => {
      sessionStorage.setItem('token', token);
      sessionStorage.setItem('username', username);
      sessionStorage.setItem('account', username);
      if (type !== null) sessionStorage.setItem('isAgent', String(type));
    },
    { token: value.value?.token ?? '', username, type: value.value?.customerType ?? null },
  );
}

/** `window.__WPS_MOCK__` of the demo build's mock (mocks/browser.ts). */
async function setScenario(page: Page, name: string): Promise<void> {
  await page.evaluate((scenario) => {
    const control = (window as unknown as { __WPS_MOCK__?: { setScenario(n: string): void } }).__WPS_MOCK__;
    if (!control) throw new Error('the mock backend is not running');
    control.setScenario(scenario);
  }, name);
}

const cards = (page: Page) => page.getByTestId('game-card');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Game pages' });
const currentPage = (page: Page) => pager(page).locator('[aria-current="page"]');
const firstCardId = (page: Page) => cards(page).first().getAttribute('data-node-id');

async function openRng(page: Page, query = ''): Promise<void> {
  await page.goto(`/rng${query}`);
  await expect(cards(page)).toHaveCount(12);
}

test('a visitor browses /rng: vendor, class, minimum bet, search, pages clamped', async ({ page }) => {
  await openRng(page);
  await expect(pager(page).getByRole('button', { name: /previous/i })).toBeDisabled();

  const vendorNav = page.getByRole('navigation', { name: 'Game providers' });
  const vendor = vendorNav.getByRole('link').nth(2);
  const code = (await vendor.getAttribute('href'))?.split('page=')[1] ?? '';
  await vendor.click();
  await expect(page).toHaveURL(new RegExp(`/rng\\?page=${code}$`));
  await expect(vendor).toHaveAttribute('aria-current', 'page');
  await expect(cards(page).first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Class' }).selectOption('SC');
  await expect(page.locator('[aria-busy="false"]')).toBeVisible();
  await page.getByRole('combobox', { name: 'Minimum bet' }).selectOption('');
  await page.getByRole('link', { name: 'All providers' }).click();
  await expect(cards(page)).toHaveCount(12);

  const before = await firstCardId(page);
  await pager(page).getByRole('button', { name: /next/i }).click();
  await expect(currentPage(page)).toHaveText('2');
  await expect.poll(() => firstCardId(page)).not.toBe(before);
  await pager(page)
    .getByRole('button', { name: /previous/i })
    .click();
  await expect(currentPage(page)).toHaveText('1');
  await expect(pager(page).getByRole('button', { name: /previous/i })).toBeDisabled();

  const name = (
    (await cards(page).nth(1).getByRole('button').first().getAttribute('aria-label')) ?? ''
  ).replace(/^Play /, '');
  await page.getByRole('searchbox').fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // Read the whole grid at once, again until it holds: the previous page's cards stay on screen until
  // the search answers, and a list of locators taken then would point at cards about to go.
  await expect
    .poll(async () => {
      const labels = await cards(page)
        .getByRole('button', { name: /^Play / })
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
      return labels.length > 0 && labels.every((l) => l.toLowerCase().includes(name.toLowerCase()));
    })
    .toBe(true);
});

test('launching as a visitor opens the login popup', async ({ page }) => {
  await openRng(page);
  await cards(page)
    .first()
    .getByRole('button', { name: /^Play / })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/rng$/);
});

test('a member launches a slot into /game and it shows under recent', async ({ page }) => {
  await page.goto('/rng');
  await logIn(page, 'player01');
  await openRng(page);
  const play = cards(page)
    .nth(2)
    .getByRole('button', { name: /^Play / });
  const name = ((await play.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  await play.click();
  // The vendor's address (it carries the vendor's token) stays out of the site's address bar.
  await expect(page).toHaveURL(/\/game\?launch=/);
  expect(page.url()).not.toMatch(/mock-game|url=/);
  const frame = page.locator('iframe.game-page__frame');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(page.getByRole('button', { name: 'Close the game' })).toBeVisible();

  await page.goto('/rng');
  await page.getByRole('tab', { name: 'Recent' }).click();
  await expect(page.getByRole('button', { name: `Play ${name}` }).first()).toBeVisible();
});

test('a trial account is refused with the need-real-account warning', async ({ page }) => {
  await page.goto('/rng');
  await logIn(page, 'trial01');
  await openRng(page);
  await cards(page)
    .first()
    .getByRole('button', { name: /^Play / })
    .click();
  await expect(page.getByText(/needs a real account/i)).toBeVisible();
  await expect(page).toHaveURL(/\/rng$/);
});

test('a lottery vendor routes to /lottery with its query', async ({ page }) => {
  await page.goto('/elott');
  await logIn(page, 'player01');
  await page.reload();
  const vendor = page.getByTestId('vendor-card').first();
  await expect(vendor).toBeVisible();
  await vendor.getByRole('button').click();
  await expect(page).toHaveURL(/\/lottery\?vendor=[A-Z_]+/);
});

test('a VASSALAGE game opens the popup list of its vendor', async ({ page }) => {
  await page.goto('/rng');
  await logIn(page, 'player01');
  await openRng(page, '?page=MG');
  await cards(page)
    .first()
    .getByRole('button', { name: /^Play / })
    .click();
  const dialog = page.getByRole('dialog', { name: /games/i });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('game-card').first()).toBeVisible();
});

test('a favourite survives a reload', async ({ page }) => {
  await page.goto('/rng');
  await logIn(page, 'player01');
  await openRng(page);
  const heart = cards(page)
    .nth(3)
    .getByRole('button', { name: /^Save / });
  const id = await cards(page).nth(3).getAttribute('data-node-id');
  // The heart shows the save at once (optimistic, spec 02 §4); a reload before the backend has it
  // would drop the request, so the reload waits for the backend's answer.
  const saved = page.waitForResponse((r) => r.url().includes('MCSFE_addFavoriteGameV2') && r.ok());
  await heart.click();
  const card = page.locator(`[data-testid="game-card"][data-node-id="${id}"]`);
  await expect(card.getByRole('button', { pressed: true })).toBeVisible();
  await saved;
  await page.reload();
  await expect(card.getByRole('button', { pressed: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Saved games' }).click();
  await expect(card).toBeVisible();
});

test('a fault on the game list shows an error with a working retry', async ({ page }) => {
  await openRng(page);
  await setScenario(page, 'offline');
  await page.getByRole('combobox', { name: 'Minimum bet' }).selectOption('0.05');
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await setScenario(page, 'default');
  await retry.click();
  await expect(cards(page).first()).toBeVisible();
});
