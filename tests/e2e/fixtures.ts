import { expect, test as base } from '@playwright/test';

/**
 * Every e2e test runs with this `page`: it fails the test on any Content-Security-Policy violation
 * (ADR 011), in the page or in any of its frames. Two sources, because neither sees everything:
 * the `securitypolicyviolation` event (reported through a binding that survives navigations and
 * `page.removeAllListeners('console')`), and Chromium's console message (frame-ancestors and some
 * frame-src refusals are only reported there).
 */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

const CONSOLE_CSP = /Content Security Policy|Refused to (load|execute|frame|apply|connect|create)/i;

function watchViolations(): void {
  type Reporter = (v: { directive: string; blocked: string; source: string; sample: string }) => void;
  document.addEventListener('securitypolicyviolation', (e) => {
    const report = (window as unknown as { __reportCspViolation?: Reporter }).__reportCspViolation;
    report?.({
      directive: e.effectiveDirective,
      blocked: e.blockedURI,
      source: `${e.sourceFile}:${e.lineNumber}`,
      sample: e.sample,
    });
  });
}

export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: CspViolation[] = [];
      await page.exposeBinding('__reportCspViolation', (_source, v: CspViolation) => {
        violations.push(v);
      });
      await page.addInitScript(watchViolations);
      const onConsole = (m: { type(): string; text(): string }) => {
        if (CONSOLE_CSP.test(m.text())) {
          violations.push({
            directive: 'console',
            blocked: '',
            source: m.type(),
            sample: m.text().slice(0, 300),
          });
        }
      };
      page.on('console', onConsole);
      await use(violations);
      // Violations are reported asynchronously: give the last ones a moment to arrive.
      await page.waitForTimeout(100).catch(() => undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { Page, Locator, BrowserContext } from '@playwright/test';
