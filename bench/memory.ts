/**
 * Memory budget of `npm run bench`: the JS heap after 200 in-app route changes must stay within 10 %
 * of the heap after the first 20 (a leak grows with every change; a cache filled once does not).
 *
 * Route changes go through the app's own router: `history.pushState` is what wouter's links call
 * (wouter patches it and re-renders on its event), so every change mounts and unmounts real screens
 * with their queries, machines and listeners, without a page load that would reset the heap.
 * Before each reading the heap is collected twice (`HeapProfiler.collectGarbage`) and read with
 * `Runtime.getHeapUsage` (used bytes).
 */
import type { Browser, CDPSession, Page } from '@playwright/test';

/**
 * Visited in turn; lobbies, the lottery, notices, VIP and help pull lazy chunks, queries and machines.
 * Ten routes, so that the readings after 20, 200 and 400 changes are all taken on the same screen
 * (the home page): with eight, the first reading was on /promotions and the second on the home page,
 * whose larger tree alone made 0.5 MB of the "growth".
 */
export const MEMORY_ROUTES = [
  '/',
  '/rng',
  '/live',
  '/fish',
  '/pvp',
  '/promotions',
  '/lottery',
  '/noticePage',
  '/vip',
  '/help',
];
export const WARM_CHANGES = 20;
export const TOTAL_CHANGES = 200;
/**
 * A diagnostic reading after twice as many changes. A leak keeps its slope after 200 changes; the
 * engine's warm-up (optimised code of functions that became hot, the image cache filling up to its
 * size) flattens out. Not a budget figure.
 */
export const SETTLED_CHANGES = 400;
export const MEMORY_LIMIT = 0.1;
/**
 * V8's compilers off (interpreter only), for a second, diagnostic run. The budget's run counts the
 * machine code V8 compiles as functions get hot, which keeps growing for a few hundred changes; without
 * it, the heap holds the site's own objects only, and a leak shows as growth there.
 */
export const INTERPRETER_ONLY_JS_FLAGS = '--no-opt --no-maglev --no-sparkplug';

if (WARM_CHANGES % MEMORY_ROUTES.length !== TOTAL_CHANGES % MEMORY_ROUTES.length)
  throw new Error('memory bench: the readings must be taken on the same route');

export interface MemoryResult {
  heapAfterWarmBytes: number;
  heapAfterTotalBytes: number;
  /** (after 200 − after 20) / after 20. */
  growth: number;
  changes: number;
  heapAfterSettledBytes: number;
  /** (after 400 − after 200) / after 200: what is left once the warm-up is over. */
  settledGrowth: number;
  error?: string;
}

async function settledHeap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

async function changeRoute(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
  }, path);
  await page.waitForFunction((to) => location.pathname === to, path, { timeout: 5_000 });
  // Let the screen fetch and render (its chunk is cached after the first visit).
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(150);
}

export async function measureMemory(browser: Browser, origin: string): Promise<MemoryResult> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await page.goto(`${origin}/`, { waitUntil: 'networkidle', timeout: 30_000 });
    let warm = 0;
    let total = 0;
    for (let i = 1; i <= SETTLED_CHANGES; i++) {
      await changeRoute(page, MEMORY_ROUTES[i % MEMORY_ROUTES.length] ?? '/');
      if (i === WARM_CHANGES) warm = await settledHeap(cdp);
      if (i === TOTAL_CHANGES) total = await settledHeap(cdp);
    }
    const settled = await settledHeap(cdp);
    return {
      heapAfterWarmBytes: warm,
      heapAfterTotalBytes: total,
      growth: (total - warm) / warm,
      changes: TOTAL_CHANGES,
      heapAfterSettledBytes: settled,
      settledGrowth: (settled - total) / total,
    };
  } finally {
    await context.close();
  }
}
