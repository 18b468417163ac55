import { expect, test, type Page } from './fixtures';
import { openLogin } from './steps';
import {
  MEMBER_ROUTES,
  POPUP_ROUTES,
  ROUTES,
  THEMES,
  VIEWPORTS,
  goInApp,
  logInPlayer,
  networkQuiet,
  prepare,
  scrollThrough,
  visit,
  type Theme,
} from './routes';

/**
 * Phone-first layout (ADR 019): at 390 × 844 and 1366 × 800, in both themes, no route scrolls sideways and
 * nothing fixed covers a game card or a form field. On every route: the document is no wider than the
 * viewport, and the element the browser hits at the centre of the first game (or vendor) card and of the
 * first form field is that card or field (or inside it). The login popup's first field too; home and the
 * lobbies again with player01 logged in. One test walks every route (fewer, larger tests keep CI short) and
 * lists every offending route at once.
 */

interface Finding {
  path: string;
  problem: string;
}

/** What lies over `selector`'s first visible match, centred in the viewport; null when uncovered or absent. */
async function coveredBy(page: Page, selector: string): Promise<string | null> {
  return page.evaluate((sel) => {
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : ''
      }${el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''}`;
    const target = [...document.querySelectorAll<HTMLElement>(sel)].find((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    });
    if (!target) return null;
    target.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const box = target.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    if (hit && (hit === target || target.contains(hit))) return null;
    return `${describe(target)} covered by ${hit ? describe(hit) : 'nothing (off screen)'}`;
  }, selector);
}

const CARD = '[data-testid="game-card"], [data-testid="vendor-card"]';
const PAGE_FIELD = 'main input:not([type="hidden"]), main select, main textarea';
const DIALOG_FIELD = '[role="dialog"] input:not([type="hidden"])';

async function inspect(page: Page, path: string, width: number): Promise<Finding[]> {
  const findings: Finding[] = [];
  // Requests answered and the lobby's cards drawn (the mock answers in the page, so this is quick).
  await networkQuiet(page);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > width) findings.push({ path, problem: `document is ${scrollWidth} px wide` });
  // With a dialog open the page underneath is inert behind its backdrop: only the dialog's field counts.
  const dialogOpen = (await page.getByRole('dialog').count()) > 0;
  // What renders on approach (the home page's feedback form) is on the page once a player scrolls.
  if (!dialogOpen) await scrollThrough(page);
  const checks = dialogOpen
    ? ([['first field', DIALOG_FIELD]] as const)
    : ([
        ['first card', CARD],
        ['first field', PAGE_FIELD],
      ] as const);
  for (const [what, selector] of checks) {
    const covered = await coveredBy(page, selector);
    if (covered) findings.push({ path, problem: `${what}: ${covered}` });
  }
  return findings;
}

async function walk(page: Page, routes: readonly string[], theme: Theme, width: number): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const [i, path] of routes.entries()) {
    // One boot, then the app's own navigation (see goInApp).
    if (i === 0 || POPUP_ROUTES.has(path)) await visit(page, path, theme);
    else await goInApp(page, path);
    findings.push(...(await inspect(page, path, width)));
  }
  return findings;
}

// A whole route list per test, on a machine shared with others.
test.describe.configure({ timeout: 240_000 });

for (const viewport of VIEWPORTS) {
  for (const theme of THEMES) {
    test.describe(`${viewport.width} × ${viewport.height}, ${theme}`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await prepare(page, theme);
      });

      test('every route: no sideways scroll, first card and first field uncovered', async ({ page }) => {
        const findings = await walk(
          page,
          ROUTES.map((r) => r.path),
          theme,
          viewport.width,
        );
        expect(findings).toEqual([]);
      });

      test('login popup and, logged in, home and the lobbies', async ({ page }) => {
        await visit(page, '/', theme);
        const dialog = await openLogin(page);
        const findings = await inspect(page, 'login popup', viewport.width);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await expect(dialog).toBeHidden();
        await logInPlayer(page);
        findings.push(...(await walk(page, MEMBER_ROUTES, theme, viewport.width)));
        await expect(page.getByTestId('member-area')).toBeVisible();
        expect(findings).toEqual([]);
      });
    });
  }
}

/**
 * The desktop header at 1366 × 768 (ADR 019): every category in the navigation row is whole (no entry cut by
 * the row's clip, no sideways scroll inside it), and each lane's drop-down shows its HOT markers (spec 01 §2)
 * whole, inside the window and on top. In every language the demo ships, where the labels' widths differ.
 */
test.describe('1366 × 768 header', () => {
  for (const lang of ['EN', 'MY', 'CN'] as const) {
    test(`header nav entries and HOT markers are not clipped at 1366 px (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 768 });
      await prepare(page, 'light');
      await page.addInitScript((l) => {
        if (window === window.top) localStorage.setItem('lang', l);
      }, lang);
      await visit(page, '/', 'light');
      await networkQuiet(page);
      const row = await page.evaluate(() => {
        const header = document.querySelector('[data-testid="site-header"]')!.getBoundingClientRect();
        const list = document.querySelector<HTMLElement>('.header__nav-list')!;
        const box = list.getBoundingClientRect();
        const cut = [
          ...list.querySelectorAll<HTMLElement>(
            ':scope > [data-nav-entry]:not([data-overflow]), :scope > [data-nav-more]',
          ),
        ]
          .map((li) => ({ text: li.innerText.trim(), b: li.getBoundingClientRect() }))
          .filter(
            ({ b }) =>
              b.left < box.left - 0.5 ||
              b.right > box.right + 0.5 ||
              b.left < header.left ||
              b.right > header.right ||
              b.right > window.innerWidth,
          )
          .map(
            ({ text, b }) =>
              `${text} ${Math.round(b.left)}–${Math.round(b.right)} of ${Math.round(box.right)}`,
          );
        return { scroll: list.scrollWidth, client: list.clientWidth, cut };
      });
      expect(row.cut, 'entries cut by the row').toEqual([]);
      expect(row.scroll, 'the row scrolls sideways').toBeLessThanOrEqual(row.client);
      // A row just short of its entries (a backend with more or longer categories at 1366 px): the last
      // entry moves behind "More" instead of being cut by a pixel or two.
      const full = await page.evaluate(() => {
        const list = document.querySelector<HTMLElement>('.header__nav-list')!;
        const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
        const items = [...list.querySelectorAll<HTMLElement>(':scope > [data-nav-entry]')];
        return (
          items.reduce((sum, li) => sum + li.getBoundingClientRect().width, 0) + gap * (items.length - 1)
        );
      });
      // Set through the element's style (the page's CSP allows no style element).
      const narrow = (maxWidth: string) =>
        page.evaluate((w) => {
          document.querySelector<HTMLElement>('.header__nav-list')!.style.maxWidth = w;
        }, maxWidth);
      await narrow(`${full - 1}px`);
      await expect
        .poll(() =>
          page.evaluate(() => {
            const list = document.querySelector<HTMLElement>('.header__nav-list')!;
            const box = list.getBoundingClientRect();
            return [...list.querySelectorAll<HTMLElement>(':scope > li:not([data-overflow])')]
              .filter((li) => li.getBoundingClientRect().right > box.right + 0.5)
              .map((li) => li.innerText.trim());
          }),
        )
        .toEqual([]);
      await narrow('');
      const lanes = page.locator('.header__nav-item:not([data-overflow]) .header__nav-hover');
      const hidden: string[] = [];
      let markers = 0;
      for (const lane of await lanes.all()) {
        await lane.hover();
        const dropdown = lane.locator('.header__dropdown');
        await expect(dropdown).toBeVisible();
        const found = await dropdown.evaluate((panel) => {
          const box = panel.getBoundingClientRect();
          return [...panel.querySelectorAll<HTMLElement>('.vendor-tile__hot')].map((hot) => {
            const b = hot.getBoundingClientRect();
            const hit = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
            const whole =
              b.width > 0 &&
              b.left >= Math.max(0, box.left) &&
              b.right <= Math.min(window.innerWidth, box.right) &&
              b.top >= box.top &&
              b.bottom <= Math.min(window.innerHeight, box.bottom);
            return whole && hit === hot ? null : `${hot.closest('li')?.innerText.replace(/\s+/g, ' ')}`;
          });
        });
        markers += found.length;
        hidden.push(...found.filter((f): f is string => f !== null));
      }
      expect(markers, 'the mock marks some vendors HOT').toBeGreaterThan(0);
      expect(hidden, 'HOT markers cut or covered').toEqual([]);
    });
  }
});
