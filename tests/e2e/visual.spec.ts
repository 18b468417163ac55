import { expect, test, type Locator, type Page } from './fixtures';
import { logInAsAgent, openLogin } from './steps';
import { THEMES, VIEWPORTS, goInApp, logInPlayer, prepare, visit, type Theme } from './routes';

/**
 * Visual regression (the look of ADR 018, 019; README "Visual regression"): home, a lobby (/rng), the login
 * popup, the member header, the member centre (its wallet page) and the agent centre at 390 and 1366 px in
 * both themes, 24 pictures compared with a small tolerance. Deterministic: the default mock scenario, reduced
 * motion, animations stopped, the caret hidden, and the parts that move on their own (the notice ticker, the
 * jackpot counter, the banner carousel) masked.
 *
 * A changed look is a new baseline in the same commit: `npx playwright test visual --update-snapshots`.
 */

// At most 1 % of pixels may differ, and a pixel counts as different from a small colour distance on
// (Playwright's default 0.2 let a brand blue #0b63be → #1d4ed8 pass unseen). Same Chromium everywhere.
const TOLERANCE = { maxDiffPixelRatio: 0.01, threshold: 0.05 } as const;

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 120_000 });

function volatile(page: Page): Locator[] {
  return [
    page.getByTestId('notice-bar'),
    page.locator('.jackpot__value'),
    // The carousel rotates on a timer; its frame (size, place) is still compared.
    page.getByTestId('banner-strip'),
  ];
}

/** Everything requested has arrived, every picture on screen is decoded, the fonts are in. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((img) => img.getBoundingClientRect().top < window.innerHeight && img.loading !== 'lazy')
        .map((img) => img.decode().catch(() => undefined)),
    );
  });
  await page.waitForLoadState('networkidle');
}

/**
 * A picture of the page, or of `target` alone. A centre is shot as itself and without the page's masks: it
 * covers the page's moving parts, and their masks would paint over it.
 */
async function shoot(page: Page, name: string, target?: Locator, mask: Locator[] = volatile(page)) {
  await settle(page);
  const options = { ...TOLERANCE, animations: 'disabled', caret: 'hide', mask } as const;
  if (target) await expect(target).toHaveScreenshot(name, options);
  else await expect(page).toHaveScreenshot(name, options);
}

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    const suffix = `${viewport.width}-${theme}.png`;
    test.describe(`${viewport.width} px, ${theme}`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await prepare(page, theme as Theme);
      });

      test('home, the login popup', async ({ page }) => {
        await visit(page, '/', theme);
        await shoot(page, `home-${suffix}`);
        const dialog = await openLogin(page);
        await shoot(page, `login-${suffix}`);
        await expect(dialog).toBeVisible();
      });

      test('lobby /rng, the member header', async ({ page }) => {
        await visit(page, '/rng', theme);
        await expect(page.getByTestId('game-card').first()).toBeVisible({ timeout: 20_000 });
        await shoot(page, `lobby-rng-${suffix}`);
        await logInPlayer(page);
        await shoot(page, `member-header-${suffix}`, page.getByTestId('site-header'));
        await goInApp(page, '/rng?mc=transferFund');
        const centre = page.getByRole('dialog', { name: 'Personal center' });
        await expect(centre.getByRole('heading', { level: 2, name: 'My wallet' })).toBeVisible({
          timeout: 20_000,
        });
        await expect(centre.locator('.skeleton')).toHaveCount(0);
        await shoot(page, `member-centre-${suffix}`, centre, []);
      });

      test('the agent centre', async ({ page }) => {
        await visit(page, '/', theme);
        await logInAsAgent(page);
        await page.getByRole('link', { name: 'Account' }).click();
        const centre = page.getByRole('dialog', { name: 'Agent' });
        await expect(centre.getByRole('heading', { level: 2, name: 'Account' })).toBeVisible({
          timeout: 20_000,
        });
        await expect(centre.locator('.skeleton')).toHaveCount(0);
        await shoot(page, `agent-centre-${suffix}`, centre, []);
      });
    });
  }
}
