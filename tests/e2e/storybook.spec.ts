import { expect, test, type Page } from './fixtures';

/**
 * The workshop product owners use: every story of the built Storybook renders in Chromium against
 * the mock backend without an uncaught error or Storybook's "Error rendering story", and every play
 * function's assertions hold (read back from Storybook's preview channel). Stories of
 * failure scenarios (offline, flaky) are expected to log failed requests; those are not errors of
 * the story itself.
 */
const STORYBOOK = `http://127.0.0.1:${process.env.STORYBOOK_PORT ?? 6007}`;
const SHARDS = 4;

interface IndexEntry {
  id: string;
  type: string;
}

async function storyIds(): Promise<string[]> {
  const res = await fetch(`${STORYBOOK}/index.json`);
  const index = (await res.json()) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter((e) => e.type === 'story')
    .map((e) => e.id)
    .sort();
}

interface StoryOutcome {
  finished: boolean;
  errors: string[];
}
declare global {
  interface Window {
    __storyOutcome?: StoryOutcome;
  }
}

/**
 * Listens on Storybook's preview channel from the first moment of every page load: a failing play
 * function does not change what the page shows (Storybook reports it in its interactions panel and
 * on this channel), so the channel is where a story's own assertions are read back.
 */
function listenToStoryChannel(): void {
  const outcome: StoryOutcome = { finished: false, errors: [] };
  window.__storyOutcome = outcome;
  type Channel = { on(event: string, listener: (payload: unknown) => void): void };
  const message = (payload: unknown): string => {
    const text =
      payload && typeof payload === 'object' && 'message' in payload
        ? String((payload as { message: unknown }).message)
        : JSON.stringify(payload);
    // Assertion messages carry terminal colours.
    return text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '').slice(0, 400);
  };
  const timer = setInterval(() => {
    const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: Channel })
      .__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return;
    clearInterval(timer);
    channel.on('playFunctionThrewException', (e) => outcome.errors.push(`play: ${message(e)}`));
    channel.on('storyThrewException', (e) => outcome.errors.push(`render: ${message(e)}`));
    channel.on('storyErrored', (e) => outcome.errors.push(`errored: ${message(e)}`));
    channel.on('storyFinished', () => {
      outcome.finished = true;
    });
  }, 5);
}

async function renderErrors(page: Page, id: string): Promise<string[]> {
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
  await page.goto(`${STORYBOOK}/iframe.html?id=${id}&viewMode=story`);
  // Storybook says on its channel when the story and its play function have finished.
  const finished = await page
    .waitForFunction(() => window.__storyOutcome?.finished === true, undefined, { timeout: 20_000 })
    .then(() => true)
    .catch(() => false);
  if (!finished) errors.push('did not finish within 20 s');
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

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`every story renders without errors (part ${shard + 1} of ${SHARDS})`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.addInitScript(listenToStoryChannel);
    const ids = (await storyIds()).filter((_, i) => i % SHARDS === shard);
    expect(ids.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const id of ids) failures.push(...(await renderErrors(page, id)));
    expect(failures).toEqual([]);
  });
}
