import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ts from 'typescript';
import { XSS_CORPUS } from '../integration/security/xss-corpus';

/*
 * The XSS corpus in real Chromium, where pictures load (and fail), scripts and frames run and the
 * HTML parser is the one players have: jsdom (the unit tests) does none of the first three. The
 * page is a bare origin served by route handlers: DOMPurify's ES build, the site's policy
 * (src/ui/components/serverHtmlPolicy.ts, transpiled as it is) and the unit tests' harness.
 * `__xss` is exposed in every frame; every request the page makes is recorded.
 */

const ORIGIN = 'http://xss.test';
const root = resolve(import.meta.dirname, '../..');

function transpile(path: string): string {
  const source = readFileSync(resolve(root, path), 'utf8');
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  return js.replace(/from '\.\/(\w+)'/g, "from './$1.js'");
}

const MAIN = `import DOMPurify from '/purify.js';
import { createServerHtmlSanitizer } from '/serverHtmlPolicy.js';
import { dangerousFindings, exercise } from '/harness.js';
const sanitize = createServerHtmlSanitizer(DOMPurify(window));
const policy = { origin: location.origin, stripRemoteImages: true, imageOrigins: [] };
window.show = async (html, raw) => {
  const host = document.createElement('div');
  document.body.replaceChildren(host);
  host.innerHTML = raw ? html : sanitize(html, policy);
  // Let pictures load or fail and frames run before looking.
  await Promise.all([...host.querySelectorAll('img')].map((img) =>
    img.complete ? null : new Promise((done) => {
      // Listeners, not onload/onerror: those would replace a payload's own handler.
      img.addEventListener('load', done);
      img.addEventListener('error', done);
      setTimeout(done, 500);
    })));
  await new Promise((done) => setTimeout(done, 30));
  exercise(host);
  await new Promise((done) => setTimeout(done, 10));
  return dangerousFindings(host);
};
// What the page's Content-Security-Policy refused (served with it in the CSP test).
window.violations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.violations.push(e.violatedDirective + ' ' + (e.sample || e.blockedURI));
});
window.ready = true;
`;

// The page runs no inline script, so it can be served under the site's script policy.
const PAGE = `<!doctype html><html><head><meta charset="utf-8"><script type="module" src="/main.js"></script></head><body></body></html>`;

/** The site's policy for scripts and attributes (docs/deploy.md): no inline handler may run or be set. */
const SITE_CSP =
  "default-src 'self'; script-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'";

const FILES: Record<string, { type: string; body: () => string }> = {
  '/': { type: 'text/html', body: () => PAGE },
  '/main.js': { type: 'text/javascript', body: () => MAIN },
  '/eventHandlerAttributes.js': {
    type: 'text/javascript',
    body: () => transpile('src/ui/components/eventHandlerAttributes.ts'),
  },
  '/purify.js': {
    type: 'text/javascript',
    body: () => readFileSync(resolve(root, 'node_modules/dompurify/dist/purify.es.mjs'), 'utf8'),
  },
  '/serverUrls.js': { type: 'text/javascript', body: () => transpile('src/ui/components/serverUrls.ts') },
  '/serverHtmlPolicy.js': {
    type: 'text/javascript',
    body: () => transpile('src/ui/components/serverHtmlPolicy.ts'),
  },
  '/harness.js': {
    type: 'text/javascript',
    body: () => transpile('tests/integration/security/xss-harness.ts'),
  },
};

interface Run {
  calls: string[];
  requests: string[];
}

async function open(page: Page, csp?: string): Promise<Run> {
  const run: Run = { calls: [], requests: [] };
  await page.exposeFunction('__xss', (id: unknown) => {
    run.calls.push(String(id));
  });
  // Every request is answered here (there is no network): known files, else 404.
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    run.requests.push(url.href);
    const file = url.origin === ORIGIN ? FILES[url.pathname] : undefined;
    const headers: Record<string, string> = csp ? { 'Content-Security-Policy': csp } : {};
    if (file) await route.fulfill({ status: 200, contentType: file.type, headers, body: file.body() });
    else await route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
  });
  // Navigations a payload starts inside its frames are not this test's business.
  page.on('dialog', (dialog) => void dialog.dismiss());
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => 'ready' in window);
  return run;
}

function show(page: Page, html: string, raw = false): Promise<string[]> {
  return page.evaluate(
    ([h, r]) => (window as unknown as { show(h: string, r: boolean): Promise<string[]> }).show(h, r),
    [html, raw] as const,
  );
}

test.describe('XSS corpus in Chromium', () => {
  test('the harness sees a raw payload run (it can fail)', async ({ page }) => {
    const run = await open(page);
    const findings = await show(page, `<img src="/missing.png" onerror="__xss('raw')">`, true);
    await expect.poll(() => run.calls).toContain('raw');
    expect(findings).toContain('img[onerror] handler');
  });

  test(`${XSS_CORPUS.length} payloads through the site's sanitizer: nothing runs, nothing dangerous is left`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const run = await open(page);
    const failures: Array<{ id: string; findings: string[] }> = [];
    for (const { id, html } of XSS_CORPUS) {
      const findings = await show(page, html);
      if (findings.length > 0) failures.push({ id, findings });
    }
    expect({ failures, executed: run.calls }).toEqual({ failures: [], executed: [] });
    // The tracking pixel never left the page: no request reached another host.
    expect(run.requests.filter((url) => !url.startsWith(`${ORIGIN}/`))).toEqual([]);
  });

  test(`under the site's CSP, sanitizing the ${XSS_CORPUS.length} payloads reports no violation`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const run = await open(page, SITE_CSP);
    for (const { html } of XSS_CORPUS) await show(page, html);
    const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    // A server notice full of handlers makes no console report: none reached the parser.
    expect({ violations, executed: run.calls }).toEqual({ violations: [], executed: [] });
  });
});
