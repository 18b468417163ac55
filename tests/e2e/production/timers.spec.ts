/**
 * ADR 049 in the production build: the query cache's timers (staleness, a minute; collection, five
 * minutes) and the API client's deadlines (15 s, spec 01 §8) wait on `AbortSignal.timeout`, so a lobby's
 * load arms none of them as a script timer (a traced page pays a stack for each of those).
 */
import { expect, test } from '@playwright/test';

/** The delays those waits have: the deadline, the staleness and the collection. */
const LONG_WAITS_MS = [15_000, 60_000, 300_000];

interface TimerLog {
  __timerDelays: number[];
}

test('a lobby load arms no script timer for the cache or for a request deadline', async ({ page }) => {
  await page.addInitScript(() => {
    const delays: number[] = [];
    (window as unknown as TimerLog).__timerDelays = delays;
    const platform = window.setTimeout.bind(window);
    const counted = (handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
      delays.push(Number(ms ?? 0));
      return platform(handler, ms, ...rest);
    };
    window.setTimeout = counted as typeof window.setTimeout;
  });
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/wps/')) calls.push(pathname);
  });

  await page.goto('/rng');
  await expect(page.getByTestId('game-card').first()).toBeVisible({ timeout: 20_000 });

  const delays = await page.evaluate(() => (window as unknown as TimerLog).__timerDelays);
  // The load did ask the backend and did set timers, so the absence below means something.
  expect(calls).toContain('/wps/relay/GCSGAME_gameList');
  expect(delays.length).toBeGreaterThan(0);
  expect(delays.filter((ms) => LONG_WAITS_MS.includes(ms))).toEqual([]);
});
