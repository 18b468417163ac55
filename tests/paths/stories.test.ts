/**
 * The Storybook `Machines/` section follows the golden files (ADR 015): every committed golden file
 * has its stories file, and the generated files (stories, coverage table) are what
 * `npm run paths -- --update` would write from the committed golden files now.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COVERAGE_FILE,
  machineStoryFiles,
  staleStoryFiles,
  STORIES_DIR,
  type GeneratedFile,
} from '../../scripts/machine-stories';
import { machineStoryName } from '../../stories/machines/story-title';
import { GOLDEN_DIR, readGoldenText } from './golden-files';

const REGENERATE = 'run `npm run paths -- --update` and review the diff';

describe('Machines stories (stories/machines)', () => {
  let generated: Promise<GeneratedFile[]> | null = null;
  const regenerate = () => (generated ??= machineStoryFiles(readGoldenText));

  it('every golden file has its Machines/ stories file', async () => {
    const goldenFiles = readdirSync(GOLDEN_DIR).filter((name) => name.endsWith('.paths.md'));
    expect(goldenFiles.length).toBeGreaterThan(0);
    const written = new Set((await regenerate()).map((g) => g.file));
    const without = goldenFiles.filter((name) => {
      const title = machineStoryName(name);
      const file = `${STORIES_DIR}/${title}.stories.tsx`;
      return (
        !written.has(file) ||
        !existsSync(file) ||
        !readFileSync(file, 'utf8').includes(`title: 'Machines/${title}'`)
      );
    });
    expect(
      without,
      `golden files without a Machines/ story (a suite not in tests/paths/registry.ts, or ${REGENERATE})`,
    ).toEqual([]);
  });

  it('the generated stories and coverage table match the committed golden files', async () => {
    const files = await regenerate();
    expect(files.some((g) => g.file === COVERAGE_FILE)).toBe(true);
    const differing = files
      .filter(({ file, text }) => !existsSync(file) || readFileSync(file, 'utf8') !== text)
      .map(({ file }) => file);
    expect(differing, `out of date: ${REGENERATE}`).toEqual([]);
  });

  it('no generated stories file is left from a suite that is gone', async () => {
    expect(staleStoryFiles(await regenerate()), REGENERATE).toEqual([]);
  });
});
