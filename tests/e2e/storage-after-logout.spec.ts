import { expect, test, type BrowserContext, type Page } from './fixtures';
import { logInAs, logInAsAgent, openSite, signOut } from './steps';

/**
 * Nothing secret outlives the session (ADR 036), in Chromium against the demo build: a member logs
 * in, uses every feature that writes to storage (the agent's contract notice put away, a lottery
 * favourite, a slot in /game, a live game in its own window), logs out, and no key or value of
 * localStorage, sessionStorage, cookies or IndexedDB names still holds what came from the session:
 * its token, username or ids. The live game's window never holds the token either.
 */

/** The demo build's mock backend keeps its own database (the stand-in server) in the tab's storage. */
const MOCK_BACKEND_KEYS = new Set(['mockDbState', 'mockScenario']);

interface Identity {
  token: string;
  values: string[];
}

/** What the session is known by while it lasts: the token and every id or name the site stored. */
async function sessionIdentity(page: Page): Promise<Identity> {
  const stored = await page.evaluate(() =>
    ['token', 'username', 'account', 'customerId'].map((key) => sessionStorage.getItem(key)),
  );
  const [token, ...ids] = stored;
  expect(token, 'a session token while logged in').toBeTruthy();
  return { token: token ?? '', values: [token ?? '', ...ids].filter((v): v is string => !!v) };
}

/** Every key and value the site can still read, as `where key=value` lines. */
async function everythingStored(page: Page, context: BrowserContext): Promise<string[]> {
  const storages = await page.evaluate(async () => {
    const dump = (area: string, storage: Storage) =>
      Object.keys(storage).map((key) => ({ area, key, value: storage.getItem(key) ?? '' }));
    const databases = 'databases' in indexedDB ? await indexedDB.databases() : [];
    return [
      ...dump('localStorage', localStorage),
      ...dump('sessionStorage', sessionStorage),
      ...databases.map((db) => ({ area: 'indexedDB', key: db.name ?? '', value: '' })),
    ];
  });
  const cookies = (await context.cookies()).map((c) => ({ area: 'cookie', key: c.name, value: c.value }));
  return [...storages, ...cookies]
    .filter((entry) => !MOCK_BACKEND_KEYS.has(entry.key))
    .map((entry) => `${entry.area} ${entry.key}=${entry.value}`);
}

/** A lottery favourite: LOTTFAV, kept per username. */
async function saveLotteryFavourite(page: Page): Promise<void> {
  await page.goto('/elott');
  await page.getByTestId('vendor-card').first().getByRole('button').click();
  await expect(page).toHaveURL(/\/lottery\?vendor=/);
  const save = page
    .getByRole('navigation', { name: 'Lottery games' })
    .getByRole('button', { name: /^Save / })
    .first();
  await save.click();
  await expect(
    page.getByRole('navigation', { name: 'Lottery games' }).locator('[aria-pressed="true"]'),
  ).toHaveCount(1);
}

/** A slot framed in /game: its vendor address (with the vendor's token) stays out of the address. */
async function playSlot(page: Page): Promise<void> {
  await page.goto('/rng');
  await page
    .getByTestId('game-card')
    .first()
    .getByRole('button', { name: /^Play / })
    .click();
  await expect(page.locator('iframe.game-page__frame')).toBeVisible({ timeout: 20_000 });
  // Soft: the storage check after logout still runs, so one run names every leak.
  expect.soft(page.url(), 'the address bar').not.toMatch(/mock-game|url=/);
}

/** A live game opens its own window: that window gets no copy of the session token. */
async function playLiveGame(page: Page, token: string): Promise<void> {
  await page.goto('/live');
  const popup = page.waitForEvent('popup');
  await page.getByTestId('vendor-card').first().getByRole('button').first().click();
  const game = await popup;
  await game.waitForURL(/mock-game\.html/);
  // The game page is sandboxed; what the window keeps for the site shows once it comes back to it
  // (a vendor's "back to the site" link): a copy of the token would log that window in.
  await game.goto('/favicon.svg');
  const copied = await game.evaluate(
    (secret) => Object.keys(sessionStorage).filter((key) => sessionStorage.getItem(key)?.includes(secret)),
    token,
  );
  expect.soft(copied, "the game window's sessionStorage keys holding the token").toEqual([]);
  await game.close();
}

const leaks = (stored: string[], identity: Identity) =>
  stored.filter((line) => identity.values.some((value) => line.includes(value)));

test.describe('storage after logout', () => {
  test.describe.configure({ timeout: 180_000 });

  test('agent1: nothing from the session is left in storage after logout', async ({ page, context }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    await openSite(page, '/');
    await logInAsAgent(page);
    const identity = await sessionIdentity(page);

    // The contract notice's "Later" is put away for the session.
    const notice = page.getByRole('status').filter({ has: page.getByRole('button', { name: 'Later' }) });
    await notice.getByRole('button', { name: 'Later' }).click();
    await expect(notice).toHaveCount(0);
    await saveLotteryFavourite(page);
    await playSlot(page);
    await playLiveGame(page, identity.token);
    await page.goto('/');

    const whileLoggedIn = await everythingStored(page, context);
    expect(leaks(whileLoggedIn, identity).length, 'the features did write session values').toBeGreaterThan(0);
    await signOut(page, /Agent One/);
    expect(leaks(await everythingStored(page, context), identity)).toEqual([]);
  });

  test('player01: nothing from the session is left in storage after logout', async ({ page, context }) => {
    await logInAs(page, 'player01');
    const identity = await sessionIdentity(page);

    await saveLotteryFavourite(page);
    await playSlot(page);
    await playLiveGame(page, identity.token);
    await page.goto('/');

    const whileLoggedIn = await everythingStored(page, context);
    expect(leaks(whileLoggedIn, identity).length, 'the features did write session values').toBeGreaterThan(0);
    await signOut(page, /Player One/);
    expect(leaks(await everythingStored(page, context), identity)).toEqual([]);
  });
});
