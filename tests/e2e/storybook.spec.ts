import { expect, test, type Page } from '@playwright/test';

/**
 * The workshop product owners use: every story of the built Storybook renders in Chromium against
 * the mock backend without an uncaught error or Storybook's "Error rendering story". Stories of
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
  // Storybook marks the body once the story (and its play function) has finished or failed.
  await page.waitForFunction(
    () =>
      ['sb-show-main', 'sb-show-errordisplay', 'sb-show-nopreview'].some((c) =>
        document.body.classList.contains(c),
      ),
    undefined,
    { timeout: 15_000 },
  );
  await page.waitForTimeout(300);
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
    const ids = (await storyIds()).filter((_, i) => i % SHARDS === shard);
    expect(ids.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const id of ids) failures.push(...(await renderErrors(page, id)));
    expect(failures).toEqual([]);
  });
}
