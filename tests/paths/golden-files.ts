/**
 * Where the golden files live and how Node reads them (vitest, `npm run paths`, Playwright).
 * Storybook reads the same files through Vite (`import.meta.glob(..., { query: '?raw' })`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { goldenFileName, parseGolden, type GoldenPath, type PathSuiteConfig } from './harness';

// Every runner (vitest, tsx, Playwright) starts in the repository root; jsdom's import.meta.url is not a file URL.
export const GOLDEN_DIR = `${resolve(process.cwd(), 'tests/paths/golden')}/`;

export function goldenPath(config: Pick<PathSuiteConfig, 'name'>): string {
  return `${GOLDEN_DIR}${goldenFileName(config)}`;
}

/** The committed golden text, or null when the suite has none yet. */
export function readGoldenText(config: Pick<PathSuiteConfig, 'name'>): string | null {
  const file = goldenPath(config);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

export function writeGoldenText(config: Pick<PathSuiteConfig, 'name'>, text: string): void {
  writeFileSync(goldenPath(config), text);
}

/** The committed paths of a suite; throws with the command to run when the file is missing. */
export function committedPaths(config: PathSuiteConfig): GoldenPath[] {
  const text = readGoldenText(config);
  if (text === null) {
    throw new Error(
      `${config.name}: no golden file ${goldenPath(config)}; run \`npm run paths -- --update\``,
    );
  }
  return parseGolden(config, text);
}
