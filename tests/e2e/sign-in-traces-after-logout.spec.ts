import { expect, test, type Page } from './fixtures';
import { logInAs, openLogin, openSite, sendSmsCode, signOut } from './steps';

/**
 * What a shared device keeps of a player after logout (ADR 036), in Chromium against the demo build:
 * nothing of the phone sign-in's provider (Firebase keeps its user in memory only, and an older build's
 * IndexedDB copy of it, refresh token included, goes at logout), and not the recent searches. The real
 * Firebase SDK against its emulator is tests/e2e/firebase/ (ADR 047); here the demo's provider stands in.
 */

const FIREBASE_DATABASE = 'firebaseLocalStorageDb';

/** What an older build's Firebase (default IndexedDB persistence) left: the user under its storage key. */
async function leaveOlderBuildsFirebaseUser(page: Page): Promise<void> {
  await page.evaluate(
    (name) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name, 1);
        open.onupgradeneeded = () =>
          open.result.createObjectStore('firebaseLocalStorage', { keyPath: 'fbase_key' });
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const db = open.result;
          const put = db
            .transaction('firebaseLocalStorage', 'readwrite')
            .objectStore('firebaseLocalStorage')
            .put({
              fbase_key: 'firebase:authUser:demo-key:[DEFAULT]',
              value: { uid: 'u1', phoneNumber: '+60123456789', stsTokenManager: { refreshToken: 'r-1' } },
            });
          put.onsuccess = () => {
            db.close();
            resolve();
          };
          put.onerror = () => reject(put.error ?? new Error('put failed'));
        };
      }),
    FIREBASE_DATABASE,
  );
  // Where IndexedDB was unavailable, the SDK fell back to localStorage under the same key.
  await page.evaluate(() => localStorage.setItem('firebase:authUser:demo-key:[DEFAULT]', '{"uid":"u1"}'));
}

/** Firebase's traces the page can read: IndexedDB databases by name and `firebase:` storage keys. */
function firebaseTraces(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    const databases = (await indexedDB.databases()).map((db) => db.name ?? '');
    return [
      ...databases.filter((db) => db === name).map((db) => `indexedDB ${db}`),
      ...Object.keys(localStorage)
        .filter((key) => key.startsWith('firebase:'))
        .map((key) => `localStorage ${key}`),
      ...Object.keys(sessionStorage)
        .filter((key) => key.startsWith('firebase:'))
        .map((key) => `sessionStorage ${key}`),
    ];
  }, FIREBASE_DATABASE);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
});

test("a phone sign-in through the provider leaves nothing of it after logout, not even an older build's copy", async ({
  page,
}) => {
  await openSite(page, '/', 'firebasePhone');
  await leaveOlderBuildsFirebaseUser(page);
  expect(await firebaseTraces(page)).toHaveLength(2);

  const dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: 'Mobile' }).click();
  await dialog.getByLabel('Mobile number').fill('123456789');
  await sendSmsCode(dialog);
  await dialog.getByLabel('SMS code').fill('123456');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('member-area').getByTestId('balance')).toHaveText(/\d/, { timeout: 20_000 });

  await signOut(page, /Player One/);
  await expect.poll(() => firebaseTraces(page)).toEqual([]);
});

test('recent searches do not outlive the logout', async ({ page }) => {
  // A login, a search of the large catalogue, a reload and a logout: four page loads in one test.
  test.slow();
  await logInAs(page, 'player01', 'manyGames');
  // The header's button, as a player taps it: the logged-in header leaves focus where '/' is not heard.
  await page.getByRole('button', { name: 'Search games' }).click();
  const search = page.getByRole('dialog', { name: 'Search games' });
  await search.getByRole('combobox', { name: 'Game or vendor name' }).fill('fortune');
  const slot = search
    .getByRole('listbox', { name: 'Games found' })
    .getByRole('option')
    .filter({ hasText: '· Slots' })
    .filter({ hasNotText: 'Microgaming' })
    .first();
  await expect(slot).toBeVisible({ timeout: 20_000 });
  await slot.click();
  await expect(search).toBeHidden();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('SEARCH_recent'))).toContain('fortune');

  await page.goto('/');
  await expect(page.getByTestId('member-area')).toBeVisible({ timeout: 20_000 });
  await signOut(page, /Player One/);
  expect(await page.evaluate(() => localStorage.getItem('SEARCH_recent'))).toBeNull();
  // The next person on the device is offered none of them.
  await page.getByRole('button', { name: 'Search games' }).click();
  await expect(search.getByRole('combobox', { name: 'Game or vendor name' })).toBeFocused();
  await expect(search.getByRole('listbox', { name: 'Recent searches' })).toBeHidden();
});
