/**
 * Interactions whose INP the benchmark measures. Each runs on a fresh page that has loaded
 * `route` (network idle); `run` performs ONE user interaction and resolves once its result is on
 * screen. Selectors go by role and accessible name in every language, so they survive markup
 * changes. Feature owners append their own (e.g. lobby page change and filter change on /rng).
 */
import type { Locator, Page } from '@playwright/test';
// Cycle on purpose: lobby.ts calls `firstVisible` only at run time, after both modules loaded.
import { lobbyInteractions } from './lobby';

export interface BenchInteraction {
  name: string;
  route: string;
  /** Starts logged in as the bench member (bench/login.ts). */
  loggedIn?: boolean;
  run(page: Page): Promise<void>;
}

/** First visible match among `candidates`, or an error naming what was looked for. */
export async function firstVisible(
  what: string,
  candidates: Locator[],
  timeoutMs = 10_000,
): Promise<Locator> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const candidate of candidates) {
      const first = candidate.first();
      if (await first.isVisible().catch(() => false)) return first;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} not found`);
}

export const openLoginModal: BenchInteraction = {
  name: 'open login modal',
  route: '/',
  async run(page) {
    const button = await firstVisible('header login button', [
      page.getByRole('banner').getByRole('button', { name: /login|log masuk|登录/i }),
      page.getByRole('button', { name: /login|log masuk|登录/i }),
      page.getByRole('link', { name: /login|log masuk|登录/i }),
    ]);
    await button.click();
    await firstVisible('login dialog', [
      page.getByRole('dialog'),
      page.getByLabel(/password|kata laluan|密码/i),
    ]).catch(() => undefined);
  },
};

export const switchLanguageToEnglish: BenchInteraction = {
  name: 'switch language (EN)',
  route: '/',
  async run(page) {
    const opener = await firstVisible('language button', [
      page.getByTestId('language-button'),
      page.getByRole('button', { name: /language|bahasa|语言/i }),
      // Phones (ADR 019): the language is in the drawer the header's Menu button opens.
      page.getByRole('banner').getByRole('button', { name: /^(menu|菜单)$/i }),
    ]);
    const options = () => [
      page.getByRole('menuitemradio', { name: /english|^EN$/i }),
      page.getByRole('menuitem', { name: /english|^EN$/i }),
      page.getByRole('option', { name: /english|^EN$/i }),
      page.getByRole('button', { name: /english|^EN$/i }),
    ];
    await opener.click();
    // A hover menu may already open on pointer enter, so the click toggles it shut: click again.
    const english = await firstVisible('English option', options(), 1500).catch(async () => {
      await opener.click();
      return firstVisible('English option', options());
    });
    // The measured interaction is the choice itself: it re-renders the whole page in English.
    await english.click();
    await page
      .waitForFunction(() => document.documentElement.lang === 'en', undefined, { timeout: 10_000 })
      .catch(() => undefined);
  },
};

/**
 * The header's Deposit opens the member centre at its first page (`/?mc=deposit`, issue 10). On a
 * phone Deposit sits in the avatar's menu, so two taps are measured and INP is the slower of them.
 */
export const openMemberCentre: BenchInteraction = {
  name: 'open member centre (header Deposit)',
  route: '/',
  loggedIn: true,
  async run(page) {
    const inRow = [
      page.getByRole('banner').getByRole('button', { name: /^(deposit|存款)$/i }),
      page.getByRole('banner').getByRole('link', { name: /^(deposit|存款)$/i }),
    ];
    // Phones (ADR 019): Deposit is the first item of the avatar's menu in the header's one row.
    const phoneMenu = page.getByTestId('member-area').getByRole('button', { name: /./, expanded: false });
    const deposit = await firstVisible('header Deposit', inRow, 2_000).catch(async () => {
      await phoneMenu.last().click();
      return firstVisible('header Deposit', [page.getByRole('menuitem', { name: /^(deposit|存款)$/i })]);
    });
    await deposit.click();
    await page.waitForFunction(() => location.search.includes('mc=deposit'), undefined, { timeout: 10_000 });
  },
};

export const interactions: BenchInteraction[] = [
  openLoginModal,
  switchLanguageToEnglish,
  ...lobbyInteractions,
  openMemberCentre,
];

/** Routes Lighthouse measures (mobile preset, performance only). */
export const lighthouseRoutes: string[] = ['/', '/rng', '/promotions'];
