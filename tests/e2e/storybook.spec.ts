import { readdirSync } from 'node:fs';
import { machineStoryIdPrefix } from '../../stories/machines/story-title';
import { expect, test, type Page } from './fixtures';

/**
 * The workshop product owners use: every story of the built Storybook renders in Chromium against
 * the mock backend without an uncaught error or Storybook's "Error rendering story", and every play
 * function's assertions hold (read back from Storybook's preview channel). Stories of
 * failure scenarios (offline, flaky) are expected to log failed requests; those are not errors of
 * the story itself.
 */
const STORYBOOK = `http://127.0.0.1:${process.env.STORYBOOK_PORT ?? 6007}`;
// Four parts share the two workers; stories switch inside one page, so each part is short.
const SHARDS = 4;

interface IndexEntry {
  id: string;
  type: string;
}

async function indexIds(): Promise<string[]> {
  const res = await fetch(`${STORYBOOK}/index.json`);
  const index = (await res.json()) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter((e) => e.type === 'story')
    .map((e) => e.id)
    .sort();
}

/** `machines-withdraw--path-12` → ['machines-withdraw', 12]; null for any other story. */
function machinePath(id: string): [string, number] | null {
  const match = /^(machines-[a-z0-9-]+)--path-(\d+)$/.exec(id);
  return match ? [match[1] as string, Number(match[2])] : null;
}

/**
 * The stories a run plays. The Machines/ path stories replay every walkable golden path on screen
 * (the vitest screen replays already do so in CI): by default each machine's statechart and its
 * first path story play, so every section is opened and every walkable machine plays on the real
 * screen once, within CI's time; STORYBOOK_ALL_PATHS=1 plays every path story.
 */
function storiesToPlay(ids: string[]): string[] {
  const parts = (process.env.STORY_FILTER ?? '').split(',');
  const filtered = ids.filter((id) => parts.some((part) => id.includes(part)));
  if (process.env.STORYBOOK_ALL_PATHS === '1') return filtered;
  const first = new Map<string, number>();
  for (const id of ids) {
    const path = machinePath(id);
    if (path) first.set(path[0], Math.min(first.get(path[0]) ?? Infinity, path[1]));
  }
  return filtered.filter((id) => {
    const path = machinePath(id);
    return path === null || first.get(path[0]) === path[1];
  });
}

async function storyIds(): Promise<string[]> {
  return storiesToPlay(await indexIds());
}

interface StoryOutcome {
  id: string;
  finished: boolean;
  errors: string[];
}
declare global {
  interface Window {
    __storyOutcome?: StoryOutcome;
  }
}
type Channel = {
  on(event: string, listener: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
};

/**
 * Listens on Storybook's preview channel from the first moment of every page load: a failing play
 * function does not change what the page shows (Storybook reports it in its interactions panel and
 * on this channel), so the channel is where a story's own assertions are read back. Each report goes
 * to the outcome of the story being shown now (`window.__storyOutcome`, replaced per story).
 */
function listenToStoryChannel(): void {
  const initial = new URLSearchParams(location.search).get('id') ?? '';
  window.__storyOutcome = { id: initial, finished: false, errors: [] };
  const message = (payload: unknown): string => {
    const text =
      payload && typeof payload === 'object' && 'message' in payload
        ? String((payload as { message: unknown }).message)
        : JSON.stringify(payload);
    // Assertion messages carry terminal colours.
    return text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '').slice(0, 400);
  };
  const push = (what: string) => window.__storyOutcome?.errors.push(what);
  const timer = setInterval(() => {
    const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: Channel })
      .__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return;
    clearInterval(timer);
    channel.on('playFunctionThrewException', (e) => push(`play: ${message(e)}`));
    channel.on('storyThrewException', (e) => push(`render: ${message(e)}`));
    channel.on('storyErrored', (e) => push(`errored: ${message(e)}`));
    channel.on('storyFinished', (e) => {
      const outcome = window.__storyOutcome;
      const id = e && typeof e === 'object' && 'storyId' in e ? String(e.storyId) : outcome?.id;
      if (outcome && id === outcome.id) outcome.finished = true;
    });
  }, 5);
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.removeAllListeners('pageerror');
  page.removeAllListeners('console');
  page.on('pageerror', (e) => {
    // Moving from story to story re-registers MSW's worker while the previous page's update check is
    // still running; Chromium then rejects that stale check. The new registration serves the story.
    if (/Failed to update a ServiceWorker .*mockServiceWorker\.js'\): Not found/.test(e.message)) return;
    errors.push(`uncaught: ${e.message}`);
  });
  page.on('console', (m) => {
    if (
      m.type() === 'error' &&
      /Error rendering story|The above error occurred|Minified React error/.test(m.text())
    ) {
      errors.push(m.text().slice(0, 300));
    }
  });
  return errors;
}

/** Waits for the story on screen to finish (render and play function), then collects what went wrong. */
async function outcome(page: Page, id: string, errors: string[]): Promise<string[]> {
  // Storybook says on its channel when the story and its play function have finished.
  // A machine path story replays a whole golden path (several screens, each with its mock round trips).
  const timeout = machinePath(id) ? 60_000 : 20_000;
  const finished = await page
    .waitForFunction((sid) => window.__storyOutcome?.id === sid && window.__storyOutcome.finished, id, {
      timeout,
    })
    .then(() => true)
    .catch(() => false);
  if (!finished) errors.push(`did not finish within ${timeout / 1000} s`);
  errors.push(...(await page.evaluate(() => window.__storyOutcome?.errors ?? [])));
  if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
    const text = await page
      .locator('#error-message')
      .innerText()
      .catch(() => '');
    errors.push(`error display: ${text.slice(0, 300)}`);
  }
  return errors.map((e) => `${id}: ${e}`);
}

/** A story on a fresh page load: nothing left over from another story. */
async function renderFresh(page: Page, id: string): Promise<string[]> {
  const errors = watchErrors(page);
  await page.goto(`${STORYBOOK}/iframe.html?id=${id}&viewMode=story`);
  return outcome(page, id, errors);
}

/**
 * The next story in the page already loaded, as Storybook's manager switches stories (no reload of the
 * preview bundle and the mock worker: most of the time a story took). Stories share one page then, so a
 * story that fails here is rendered again on a fresh load, and only that result counts.
 */
async function renderErrors(page: Page, id: string, loaded: boolean): Promise<string[]> {
  if (!loaded) return renderFresh(page, id);
  const errors = watchErrors(page);
  await page.evaluate((sid) => {
    window.__storyOutcome = { id: sid, finished: false, errors: [] };
    const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: Channel })
      .__STORYBOOK_ADDONS_CHANNEL__;
    channel?.emit('setCurrentStory', { storyId: sid, viewMode: 'story' });
  }, id);
  const found = await outcome(page, id, errors);
  return found.length === 0 ? [] : renderFresh(page, id);
}

test('every golden-path suite has its Machines/ section, and the run plays each one', async () => {
  const ids = await indexIds();
  const played = new Set(storiesToPlay(ids));
  const goldenFiles = readdirSync('tests/paths/golden').filter((name) => name.endsWith('.paths.md'));
  expect(goldenFiles.length).toBeGreaterThan(0);
  const gaps = goldenFiles.flatMap((name) => {
    const prefix = machineStoryIdPrefix(name);
    const section = ids.filter((id) => id.startsWith(`${prefix}--`));
    const problems: string[] = [];
    if (!section.includes(`${prefix}--statechart`)) problems.push(`${name}: no ${prefix}--statechart`);
    const paths = section.filter((id) => machinePath(id) !== null);
    if (!process.env.STORY_FILTER && paths.length > 0 && !paths.some((id) => played.has(id)))
      problems.push(`${name}: none of its path stories is played`);
    return problems;
  });
  expect(gaps).toEqual([]);
  expect(ids).toContain('machines-coverage--table');
});

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`every story renders without errors (part ${shard + 1} of ${SHARDS})`, async ({ page }) => {
    // Every path story (STORYBOOK_ALL_PATHS=1) is some 45 more stories per part.
    test.setTimeout(process.env.STORYBOOK_ALL_PATHS === '1' ? 1_200_000 : 300_000);
    await page.addInitScript(listenToStoryChannel);
    const ids = (await storyIds()).filter((_, i) => i % SHARDS === shard);
    // STORY_FILTER (parts of story ids, comma-separated) narrows a local run; CI sets none and checks every story.
    expect(ids.length > 0 || !!process.env.STORY_FILTER).toBe(true);
    const failures: string[] = [];
    for (const [i, id] of ids.entries()) failures.push(...(await renderErrors(page, id, i > 0)));
    expect(failures).toEqual([]);
  });
}
