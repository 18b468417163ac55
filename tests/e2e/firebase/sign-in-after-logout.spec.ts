import { expect, test, type Page } from '../fixtures';
import { openLogin, openSite, sendSmsCode, signOut } from '../steps';

/**
 * The real Firebase SDK in Chromium, against the Firebase Auth emulator (ADR 047) and the demo's mock
 * backend: a phone login with the code the emulator "sent", then a logout, and Firebase has kept
 * nothing of the sign-in in IndexedDB or storage, neither while the session lasts nor after it (ADR 036:
 * its user, with a refresh token that does not expire, would sign the next person on the device in).
 * Run by scripts/firebase-emulator.mjs, which starts the emulator and sets FIREBASE_AUTH_EMULATOR_HOST.
 */
const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!host)
  throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run `node scripts/firebase-emulator.mjs`');
const PROJECT_ID = 'demo-wps';
/** player01's number in the mock's seed (+60 123456789). */
const PLAYER01_E164 = '+60123456789';

/** The last code the emulator issued for a number (what a phone would have received by SMS). */
async function lastCodeFor(phoneE164: string): Promise<string> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  const { verificationCodes } = (await response.json()) as {
    verificationCodes: { phoneNumber: string; code: string }[];
  };
  const code = verificationCodes.filter((v) => v.phoneNumber === phoneE164).at(-1)?.code;
  if (!code) throw new Error(`the emulator issued no code for ${phoneE164}`);
  return code;
}

/**
 * Firebase's sign-in as the page can read it: its auth database (`firebaseLocalStorageDb`, where the
 * default persistence keeps the user), any record of another Firebase database that holds the user (its
 * phone number, a refresh token or an `authUser` key), and `firebase:` keys in storage. firebase/app's
 * own heartbeat database (dates and the SDK version, nothing of the player) is read, not listed.
 */
function firebaseSignInTraces(page: Page, phoneE164: string): Promise<string[]> {
  return page.evaluate(async (phone) => {
    const holdsUser = (text: string) =>
      /authUser|refreshToken|stsTokenManager/.test(text) || text.includes(phone);
    const records = (name: string) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error ?? new Error(`cannot open ${name}`));
        open.onsuccess = () => {
          const db = open.result;
          const stores = Array.from(db.objectStoreNames);
          if (stores.length === 0) {
            db.close();
            resolve([]);
            return;
          }
          const transaction = db.transaction(stores, 'readonly');
          const found: string[] = [];
          for (const store of stores) {
            const all = transaction.objectStore(store).getAll();
            all.onsuccess = () => {
              for (const value of all.result as unknown[]) found.push(`${store} ${JSON.stringify(value)}`);
            };
          }
          transaction.oncomplete = () => {
            db.close();
            resolve(found);
          };
          transaction.onerror = () => reject(transaction.error ?? new Error(`cannot read ${name}`));
        };
      });
    const traces: string[] = [];
    for (const { name = '' } of await indexedDB.databases()) {
      if (name === 'firebaseLocalStorageDb') traces.push(`indexedDB ${name}`);
      else if (name.startsWith('firebase'))
        for (const record of await records(name))
          if (holdsUser(record)) traces.push(`indexedDB ${name} ${record}`);
    }
    // The SDK's storage fallbacks are keyed `firebase:…`; the demo's mock backend keeps its own seed there too.
    for (const [area, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const)
      for (const key of Object.keys(storage)) if (key.startsWith('firebase:')) traces.push(`${area} ${key}`);
    return traces;
  }, phoneE164);
}

test('a Firebase phone login leaves nothing of Firebase in IndexedDB or storage after logout', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const emulatorCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://${host}/`)) emulatorCalls.push(request.url());
  });
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await openSite(page, '/', 'firebasePhone');

  const dialog = await openLogin(page);
  await dialog.getByRole('tab', { name: 'Mobile' }).click();
  await dialog.getByLabel('Mobile number').fill('123456789');
  await sendSmsCode(dialog);
  await dialog.getByLabel('SMS code').fill(await lastCodeFor(PLAYER01_E164));
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('member-area').getByTestId('balance')).toHaveText(/\d/, { timeout: 20_000 });
  // The SDK itself sent the code and signed in (not the demo's stand-in provider).
  expect(emulatorCalls.some((url) => url.includes('signInWithPhoneNumber'))).toBe(true);
  expect(await firebaseSignInTraces(page, PLAYER01_E164), 'while the session lasts').toEqual([]);

  await signOut(page, /Player One/);
  expect(await firebaseSignInTraces(page, PLAYER01_E164), 'after logout').toEqual([]);
});
