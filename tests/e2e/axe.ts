import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every scan applies: WCAG 2.0 and 2.1, levels A and AA (ADR 017). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core on the page (or on the part `include` selects): every serious or critical violation, each with
 * up to five of the elements it found, so a failure says what to fix.
 *
 * Legacy mode runs axe in the page itself. The default mode finishes every scan in a fresh blank page of
 * the context, which doubled each scan here (45 scans: 87 s against 43 s) and is only needed to reach
 * cross-origin frames; no scanned screen has one (game frames are never opened in a scan).
 */
export async function seriousAxeViolations(page: Page, what: string, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA).setLegacyMode(true);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${what}: ${v.id} (${v.impact}) ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `  ${n.target.join(' ')} — ${n.failureSummary ?? ''}`)
          .join('\n')}`,
    );
}
