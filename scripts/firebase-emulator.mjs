#!/usr/bin/env node
/**
 * The Firebase Auth emulator suite (ADR 047): starts the Auth emulator of firebase.json with
 * `firebase emulators:exec` and runs vitest.firebase.config.ts inside it, then, inside another, the
 * Playwright project `firebase` (tests/e2e/firebase/) against the demo build configured for the emulator.
 *
 *   node scripts/firebase-emulator.mjs --no-e2e   the vitest suite only (no build, no browser)
 *
 * firebase-tools is no dependency of the site (600 packages, ~300 MB, minutes to install): it lives in
 * a cache directory outside the checkout, FIREBASE_TOOLS_DIR or ~/.cache/wps-firebase-tools/<version>,
 * so `npm ci` neither installs nor wipes it and a CI cache can keep it between runs.
 *
 *   node scripts/firebase-emulator.mjs            run the suite (installs the CLI first in CI)
 *   node scripts/firebase-emulator.mjs --install  install the CLI into the cache directory, then run
 *   node scripts/firebase-emulator.mjs --install-only  only install it (CI starts this early, beside the checks)
 *   node scripts/firebase-emulator.mjs --start    only start the emulator (running the site by hand)
 *
 * Exit codes: 0 passed, 1 failed, 3 skipped because the emulator cannot start here (never in CI,
 * where an emulator that cannot start is a failure: a suite that silently skips proves nothing).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

export const FIREBASE_TOOLS_VERSION = '15.34.2';
export const SKIPPED = 3;

const root = new URL('..', import.meta.url).pathname;
const inCi = Boolean(process.env.CI);
const args = new Set(process.argv.slice(2));
const toolsDir =
  process.env.FIREBASE_TOOLS_DIR ?? join(homedir(), '.cache', 'wps-firebase-tools', FIREBASE_TOOLS_VERSION);
const cli = join(toolsDir, 'node_modules', '.bin', 'firebase');

function run(command, commandArgs, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function unavailable(reason) {
  if (inCi) {
    console.error(`Firebase Auth emulator: ${reason} (CI must run this suite, so this is a failure)`);
    process.exit(1);
  }
  console.log(
    `Firebase Auth emulator suite SKIPPED: ${reason}.\n` +
      `  Install the CLI once (about 300 MB, outside the checkout): node scripts/firebase-emulator.mjs --install`,
  );
  process.exit(SKIPPED);
}

if (!existsSync(cli)) {
  if (!inCi && !args.has('--install') && !args.has('--install-only'))
    unavailable(`firebase-tools ${FIREBASE_TOOLS_VERSION} not in ${toolsDir}`);
  mkdirSync(toolsDir, { recursive: true });
  const started = Date.now();
  console.log(`Installing firebase-tools@${FIREBASE_TOOLS_VERSION} into ${toolsDir}`);
  // --ignore-scripts: the only install script the Auth emulator could use builds re2 (a native regex
  // engine for security rules), which takes a minute of compiling and the Auth emulator never loads.
  const code = await run('npm', [
    'install',
    '--prefix',
    toolsDir,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    `firebase-tools@${FIREBASE_TOOLS_VERSION}`,
  ]);
  console.log(`firebase-tools install: exit ${code}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code !== 0 || !existsSync(cli)) unavailable('firebase-tools could not be installed');
}

if (args.has('--install-only')) process.exit(0);

const emulatorArgs = ['--only', 'auth', '--project', 'demo-wps', '--config', join(root, 'firebase.json')];

if (args.has('--start')) {
  process.exit(await run(cli, ['emulators:start', ...emulatorArgs]));
}

const suite = [
  'npx vitest run --config vitest.firebase.config.ts',
  '--reporter=default --reporter=json --outputFile=test-results/firebase.json',
].join(' ');
const report = join(root, 'test-results', 'firebase.json');
rmSync(report, { force: true });
const started = Date.now();
// emulators:exec starts the emulator, sets FIREBASE_AUTH_EMULATOR_HOST for the command, and stops the
// emulator afterwards; it answers the command's exit code, or its own when the emulator fails to start.
const code = await run(cli, ['emulators:exec', ...emulatorArgs, suite]);
console.log(`Firebase Auth emulator suite: exit ${code}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
// No report: vitest never ran, so the emulator did not start (a port in use, no network for a first run).
if (code !== 0 && !existsSync(report)) unavailable('the emulator did not start (see the output above)');
if (args.has('--no-e2e')) process.exit(code);

// The browser's part: the demo build with the provider pointed at the emulator, built fresh so a stale
// copy never passes for this checkout; playwright.config.ts serves it when FIREBASE_AUTH_EMULATOR_HOST is set.
const e2eDir = process.env.E2E_FIREBASE_DIST ?? 'dist-e2e-firebase';
const e2eReport = join(root, 'test-results', 'firebase-e2e.json');
rmSync(e2eReport, { force: true });
rmSync(join(root, e2eDir), { recursive: true, force: true });
const buildEnv = {
  ...process.env,
  VITE_FIREBASE_API_KEY: 'demo-e2e-key',
  VITE_FIREBASE_PROJECT_ID: 'demo-wps',
  VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9399',
};
const built =
  (await run('npm', ['run', '--silent', 'msw:init'])) === 0 &&
  (await run('npx', ['vite', 'build', '--mode', 'demo', '--outDir', e2eDir], { env: buildEnv })) === 0;
if (!built) {
  console.error('Firebase e2e: the demo build for the emulator failed');
  process.exit(1);
}
const e2eStarted = Date.now();
const e2eCode = await run(cli, ['emulators:exec', ...emulatorArgs, 'npx playwright test']);
console.log(`Firebase e2e: exit ${e2eCode}, ${((Date.now() - e2eStarted) / 1000).toFixed(1)} s`);
process.exit(code !== 0 ? code : e2eCode);
