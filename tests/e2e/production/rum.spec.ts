import { expect, test, type Page } from '@playwright/test';
import { logInOnProduction, mockServer } from './production';

interface FieldRecord {
  metric: string;
  route: string;
  value: number;
  receivedAt: number;
}

/** Hides the page the way a phone does when the player switches apps: web-vitals finalises and the site beacons. */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('the production build beacons LCP, INP and CLS with attribution and nothing personal', async ({
  page,
  request,
}) => {
  const startedAt = Date.now();
  await logInOnProduction(page, request, 'player01');
  // An interaction for INP: open the promotions page from the header.
  await page.getByRole('link', { name: 'Promotions' }).first().click();
  await expect(page).toHaveURL(/\/promotions/);
  await hidePage(page);

  let records: FieldRecord[] = [];
  await expect
    .poll(
      async () => {
        const raw = await (await request.get(`${mockServer}/__mock/rum`)).text();
        records = (JSON.parse(raw) as { records: FieldRecord[] }).records.filter(
          (r) => r.receivedAt >= startedAt,
        );
        return [...new Set(records.map((r) => r.metric))].sort();
      },
      { timeout: 20_000 },
    )
    .toEqual(expect.arrayContaining(['CLS', 'INP', 'LCP']));

  const lcp = records.find((r) => r.metric === 'LCP');
  expect(lcp?.route).toBe('/');
  expect(lcp?.value).toBeGreaterThan(0);
  const mine = JSON.stringify(records);
  expect(mine).not.toContain('player01');
  const token = await page.evaluate(() =>
    Object.values({ ...localStorage, ...sessionStorage }).find((v) => typeof v === 'string' && v.length > 20),
  );
  if (token) expect(mine).not.toContain(token);
  expect(mine).not.toMatch(/balance|password|token/i);
});
