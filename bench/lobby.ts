/**
 * Lobby measurements for `npm run bench` (spec 02: page size 12, INP ≤ 100 ms, card images without
 * layout shift). Each interaction checks what it must show (12 cards on the new page) and, because
 * card images load during it, fails when the layout shifts by more than 0.05 (CLS of the session).
 */
import type { Page } from '@playwright/test';
import { firstVisible, type BenchInteraction } from './interactions';

const PAGE_SIZE = 12;
const CLS_LIMIT = 0.05;

/** Layout shifts without recent input, summed like CLS (web-vitals counts the worst session window; the sum bounds it). */
const clsProbe = `
window.__lobbyCls = 0;
new PerformanceObserver(function (list) {
  for (const e of list.getEntries()) if (!e.hadRecentInput) window.__lobbyCls += e.value;
}).observe({ type: 'layout-shift', buffered: true });`;

declare global {
  interface Window {
    __lobbyCls?: number;
  }
}

async function installClsProbe(page: Page): Promise<void> {
  await page.evaluate(clsProbe);
}

async function expectCards(page: Page, differentFrom?: string): Promise<string> {
  const cards = page.getByTestId('game-card');
  await page.waitForFunction(
    ([size, before]) => {
      const list = document.querySelectorAll('[data-testid="game-card"]');
      const first = list[0]?.getAttribute('data-node-id') ?? '';
      return list.length === size && (before === undefined || first !== before);
    },
    [PAGE_SIZE, differentFrom] as const,
    { timeout: 10_000 },
  );
  const count = await cards.count();
  if (count !== PAGE_SIZE) throw new Error(`expected ${PAGE_SIZE} cards, saw ${count}`);
  return (await cards.first().getAttribute('data-node-id')) ?? '';
}

async function checkCls(page: Page): Promise<void> {
  // Give the new page's images time to arrive and paint.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const cls = await page.evaluate(() => window.__lobbyCls ?? 0);
  if (cls > CLS_LIMIT)
    throw new Error(`card images shifted the layout: CLS ${cls.toFixed(3)} > ${CLS_LIMIT}`);
}

export const lobbyNextPage: BenchInteraction = {
  name: 'lobby next page',
  route: '/rng',
  async run(page) {
    const before = await expectCards(page);
    await installClsProbe(page);
    const next = await firstVisible('next page button', [
      page
        .getByRole('navigation', { name: /game pages|halaman permainan|游戏分页/i })
        .getByRole('button')
        .last(),
    ]);
    await next.click();
    await expectCards(page, before);
    await checkCls(page);
  },
};

export const lobbyFilterChange: BenchInteraction = {
  name: 'lobby minimum-bet filter',
  route: '/rng',
  async run(page) {
    await expectCards(page);
    await installClsProbe(page);
    const select = await firstVisible('minimum bet filter', [
      page.getByRole('combobox', { name: /minimum bet|pertaruhan minimum|最低投注/i }),
    ]);
    await select.selectOption('0.01');
    await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
      timeout: 10_000,
    });
    await checkCls(page);
  },
};

export const lobbyInteractions: BenchInteraction[] = [lobbyNextPage, lobbyFilterChange];
