/**
 * `npm run paths` (loaded through Vite by scripts/paths.ts, so machines see `import.meta.env`): prints every registered machine's golden paths (numbered steps a person can
 * follow by hand, the state after each) and the state:event coverage per machine, and says which
 * committed golden files no longer match the machine. Exit code 1 when one is out of date, missing
 * or below 100 %.
 *
 * `npm run paths -- --update` rewrites the golden files in tests/paths/golden on purpose; review the
 * diff (`git diff tests/paths/golden`) like code. It also rewrites the Storybook `Machines/` section
 * from the committed golden files (stories/machines, see scripts/machine-stories.ts).
 * `npm run paths -- <name…>` limits either to the named machines.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { formatCoverage, formatGolden, generatePaths, pathCoverage } from '../tests/paths/harness';
import { goldenPath, readGoldenText, writeGoldenText } from '../tests/paths/golden-files';
import { pathSuites } from '../tests/paths/registry';
import { machineStoryFiles, staleStoryFiles } from './machine-stories';

export async function main(args: string[]): Promise<number> {
  const update = args.includes('--update');
  const only = args.filter((arg) => !arg.startsWith('-'));
  const suites = only.length > 0 ? pathSuites.filter((s) => only.includes(s.name)) : pathSuites;

  if (suites.length === 0) {
    console.log(
      only.length > 0
        ? `No registered machine named ${only.join(', ')}.`
        : 'No machine path suites registered yet (tests/paths/registry.ts).',
    );
    return only.length > 0 ? 1 : 0;
  }

  let failed = false;
  const summary: string[] = [];
  /** Covered pairs per machine id: suites of one machine under different inputs count together. */
  const coveredByMachine = new Map<string, Set<string>>();
  const missingBySuite: Array<{ machine: string; missing: string[] }> = [];
  for (const suite of suites) {
    let paths;
    try {
      paths = generatePaths(suite);
    } catch (error) {
      // One machine mid-refactor must not hide the others.
      failed = true;
      summary.push(
        `${suite.name}: cannot explore the machine: ${error instanceof Error ? error.message : String(error)}`,
      );
      continue;
    }
    const text = formatGolden(suite, paths);
    const committed = readGoldenText(suite);
    const file = goldenPath(suite).replace(`${process.cwd()}/`, '');
    let status: string;
    if (update) {
      writeGoldenText(suite, text);
      status = committed === text ? 'unchanged' : committed === null ? 'written' : 'rewritten';
    } else {
      console.log(`\n${text}`);
      status = committed === text ? 'matches the machine' : committed === null ? 'MISSING' : 'OUT OF DATE';
      if (committed !== text) failed = true;
    }
    const report = pathCoverage(suite, paths);
    const covered = coveredByMachine.get(suite.machine.id) ?? new Set<string>();
    report.covered.forEach((pair) => covered.add(pair));
    coveredByMachine.set(suite.machine.id, covered);
    missingBySuite.push({ machine: suite.machine.id, missing: report.missing });
    summary.push(`${formatCoverage(report)}\n  ${file}: ${status}`);
  }

  for (const { machine, missing } of missingBySuite) {
    if (missing.some((pair) => !coveredByMachine.get(machine)?.has(pair))) failed = true;
  }

  if (update) {
    // The Machines/ stories and their coverage table follow every committed golden file, not only
    // the ones just rewritten (scripts/machine-stories.ts).
    const generated = await machineStoryFiles(readGoldenText);
    for (const { file, text } of generated) writeFileSync(file, text);
    for (const file of staleStoryFiles(generated)) rmSync(file);
    summary.push(`stories/machines: ${generated.length - 1} stories files and coverage.json written`);
  }

  console.log('\n=== coverage and golden files ===');
  for (const line of summary) console.log(line);
  if (!update && failed)
    console.log('\nRun `npm run paths -- --update` to rewrite the golden files, then review the diff.');
  return failed ? 1 : 0;
}
