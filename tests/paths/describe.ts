/**
 * Vitest binding of the path harness: the machine is compared with its committed golden file.
 *
 * - one `it` per committed path: its events are replayed against the machine and the lines it
 *   produces must equal the committed lines (a changed guard or target fails here, as a diff);
 * - one `it` comparing the whole file with what the machine generates now (a new state, event or
 *   failure branch fails here: run `npm run paths -- --update` and review the diff);
 * - one coverage `it` over the committed paths that fails below 100 % and lists the missing pairs.
 */
import { describe, expect, it } from 'vitest';
import {
  formatCoverage,
  formatGolden,
  generatePaths,
  goldenCoverage,
  goldenFileName,
  parseGolden,
  replayGolden,
  type PathSuiteConfig,
} from './harness';
import { readGoldenText } from './golden-files';

const UPDATE_HINT = 'run `npm run paths -- --update` and review the diff of the golden file';

/**
 * `siblings`: other suites of the same machine under another input (e.g. the provider SMS variant);
 * coverage is counted over all of them, as one machine.
 */
export function describeMachinePaths(config: PathSuiteConfig, siblings: PathSuiteConfig[] = []): void {
  const file = `tests/paths/golden/${goldenFileName(config)}`;
  describe(`${config.name} machine paths (${file})`, () => {
    const text = readGoldenText(config);
    if (text === null) {
      it('has a committed golden file', () => {
        expect.fail(`${file} is missing: ${UPDATE_HINT}`);
      });
      return;
    }
    const paths = parseGolden(config, text);
    for (const path of paths) {
      const title = path.lines.map((line) => line.replace(/ · .*$/, '')).join(' ');
      it(`path ${path.number}: ${title.length > 300 ? `${title.slice(0, 299)}…` : title}`, () => {
        const { lines } = replayGolden(config, path);
        expect(
          lines.join('\n'),
          `${config.name} path ${path.number} no longer replays as committed in ${file}`,
        ).toBe(path.lines.join('\n'));
      });
    }
    it('the golden file is what the machine does now', () => {
      expect(formatGolden(config, generatePaths(config)), `${file} is out of date: ${UPDATE_HINT}`).toBe(
        text,
      );
    });
    it(`the committed paths${siblings.length > 0 ? ' (with its sibling suites)' : ''} cover every state:event pair of the machine`, () => {
      const report = goldenCoverage(config, paths);
      const elsewhere = new Set(
        siblings.flatMap((sibling) => {
          const text = readGoldenText(sibling);
          return text === null ? [] : goldenCoverage(sibling, parseGolden(sibling, text)).covered;
        }),
      );
      const missing = report.missing.filter((pair) => !elsewhere.has(pair));
      expect(missing, formatCoverage(report)).toEqual([]);
    });
  });
}
