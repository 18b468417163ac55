import { expect, test, type Page } from './fixtures';
import { MEMBER_ROUTES, ROUTES, logInPlayer, networkQuiet, prepare, scrollThrough, visit } from './routes';

/**
 * No glyph box, no broken image, no 404 on any route (ADR 018). Every route loads on the
 * default mock scenario (the failing scenarios are exercised by failures.spec.ts) with no failed request,
 * no 4xx/5xx response, no loaded image of zero natural width and no console error; home and the lobbies
 * again with player01 logged in. Every problem of every route is listed at once.
 */

interface Watch {
  problems: string[];
  route: string;
}

function watch(page: Page): Watch {
  const state: Watch = { problems: [], route: '' };
  const note = (what: string) => state.problems.push(`${state.route}: ${what}`);
  page.on('requestfailed', (r) => {
    // A navigation replacing a page cancels what the old page still had in flight; that is no failure.
    if (r.failure()?.errorText === 'net::ERR_ABORTED') return;
    note(`request failed ${r.method()} ${r.url()} (${r.failure()?.errorText ?? '?'})`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) note(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') note(`console error: ${m.text().slice(0, 300)}`);
  });
  page.on('pageerror', (e) => note(`uncaught: ${e.message.slice(0, 300)}`));
  return state;
}

/** Images the browser finished loading yet could not draw (a 404, a corrupt file). */
async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => img.getAttribute('src') && img.complete && img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );
}

async function check(page: Page, state: Watch, routes: readonly string[]) {
  for (const path of routes) {
    state.route = path;
    await visit(page, path, 'light');
    // Bounded: a request still open is reported by the listeners above, not by a test that never ends.
    await networkQuiet(page);
    // Lazy pictures and the home page's blocks below the fold load when scrolled to.
    await scrollThrough(page);
    for (const src of await brokenImages(page)) state.problems.push(`${path}: broken image ${src}`);
  }
}

// Direct loads of every route (a boot each): two parts share the two workers, each inside its limit.
const PARTS = 2;
test.describe.configure({ timeout: 300_000 });

for (let part = 0; part < PARTS; part += 1) {
  test(`every route loads with no failed request, no error status, no broken image, no console error (part ${part + 1} of ${PARTS})`, async ({
    page,
  }) => {
    await prepare(page, 'light');
    const state = watch(page);
    await check(
      page,
      state,
      ROUTES.map((r) => r.path).filter((_, i) => i % PARTS === part),
    );
    expect(state.problems).toEqual([]);
  });
}

test('logged in (player01): home and the lobbies load as cleanly', async ({ page }) => {
  await prepare(page, 'light');
  await visit(page, '/', 'light');
  const state = watch(page);
  state.route = 'login';
  await logInPlayer(page);
  await check(page, state, MEMBER_ROUTES);
  expect(state.problems).toEqual([]);
});

test("a lobby's first load asks for its screen's code before the app has run; home asks for none", async ({
  page,
}) => {
  // With the entry script refused, only index.html's inline scripts run: what loads then, the page asked for.
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  const lobbyChunk = page.waitForRequest(/\/assets\/LobbyScreen-[^/]+\.js$/, { timeout: 10_000 });
  await page.goto('/rng');
  await lobbyChunk;
  await page.goto('/');
  await expect(page.locator('link[rel="modulepreload"][href*="Screen-"]')).toHaveCount(0);
});

test("the app's scripts and the stylesheet arrive as the build's brotli copies", async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', (response) => {
    // The chunk's name without its hash (which may itself hold a hyphen): `app`, a boot stage (ADR 046), `style`.
    const file = /^\/assets\/(app|boot-[a-z]+|style)-[^/]+\.(js|css)$/.exec(new URL(response.url()).pathname);
    if (file) encodings.set(`${file[1]}.${file[2]}`, response.headers()['content-encoding']);
  });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  expect(Object.fromEntries(encodings)).toEqual({
    'app.js': 'br',
    'boot-react.js': 'br',
    'boot-libraries.js': 'br',
    'boot-contracts.js': 'br',
    'boot-session.js': 'br',
    'style.css': 'br',
  });
});
