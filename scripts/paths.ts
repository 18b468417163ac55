/**
 * `npm run paths`: prints every registered machine's paths as numbered steps a person can follow
 * by hand, then the state:event coverage per machine. Exit code 1 when a machine is below 100 %
 * or a path no longer replays.
 *
 * Options: `npm run paths -- <name…>` limits the output to the named machines.
 */
import {
  coverage,
  formatCoverage,
  formatPath,
  generatePaths,
  PathReplayError,
  replayPath,
} from '../tests/paths/harness';
import { pathSuites } from '../tests/paths/registry';

const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const suites = only.length > 0 ? pathSuites.filter((s) => only.includes(s.name)) : pathSuites;

if (suites.length === 0) {
  console.log(
    only.length > 0
      ? `No registered machine named ${only.join(', ')}.`
      : 'No machine path suites registered yet (tests/paths/registry.ts).',
  );
  process.exit(only.length > 0 ? 1 : 0);
}

let failed = false;
const summary: string[] = [];
for (const suite of suites) {
  const paths = generatePaths(suite);
  console.log(`\n=== ${suite.name}: ${paths.length} paths ===`);
  paths.forEach((path, index) => {
    console.log(`\nPath ${index + 1}`);
    console.log(formatPath(path).replace(/^/gm, '  '));
    try {
      replayPath(suite, path);
    } catch (error) {
      if (!(error instanceof PathReplayError)) throw error;
      failed = true;
      console.log(`  ✗ does not replay: ${error.message.split('\n')[0]}`);
    }
  });
  const report = coverage(suite, paths);
  if (report.missing.length > 0) failed = true;
  summary.push(formatCoverage(report));
}

console.log('\n=== coverage ===');
for (const line of summary) console.log(line);
process.exit(failed ? 1 : 0);
