#!/usr/bin/env node
/**
 * `npm test`: everything CI checks, in one command, continuing after failures.
 *
 * Every test counts once (vitest and Playwright, read from their JSON reports) and every other
 * gate counts as one check. The last line is always `N passed, N failed` (CI readers parse it);
 * the exit code is 1 when anything failed.
 *
 * `npm test -- --skip=e2e,storybook` skips steps by id (for quick local runs; CI never skips).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const resultsDir = join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });

const skip = new Set(
  process.argv
    .filter((a) => a.startsWith('--skip='))
    .flatMap((a) => a.slice('--skip='.length).split(','))
    .filter(Boolean),
);

const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
delete env.npm_config_color;

/** @type {{ id: string; name: string; passed: number; failed: number; seconds: number; note: string }[]} */
const rows = [];

/** `buffered`: the output is printed in one piece when the command ends (for commands run side by side). */
function run(command, args, { timeoutMinutes = 20, buffered = false, extraEnv = {} } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const banner = `\n$ ${[command, ...args].join(' ')}`;
    if (!buffered) console.log(banner);
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const flush = () => {
      if (buffered) process.stdout.write(`${banner}\n${Buffer.concat(output).toString()}`);
    };
    const timer = setTimeout(() => {
      console.error(`timed out after ${timeoutMinutes} min`);
      child.kill('SIGTERM');
    }, timeoutMinutes * 60_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      flush();
      console.error(error.message);
      resolve({ code: 1, seconds: (Date.now() - started) / 1000 });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      flush();
      resolve({ code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 });
    });
  });
}

function record(id, name, passed, failed, seconds, note = '') {
  rows.push({ id, name, passed, failed, seconds, note });
}

async function check(id, name, command, args, options) {
  if (skip.has(id)) return record(id, name, 0, 0, 0, 'skipped');
  const { code, seconds } = await run(command, args, options);
  record(id, name, code === 0 ? 1 : 0, code === 0 ? 0 : 1, seconds, code === 0 ? '' : `exit ${code}`);
  return code === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** Counts a vitest run from its JSON report. */
function recordVitest(id, name, report, code, seconds) {
  const json = readJson(report);
  if (!json) {
    record(id, name, 0, 1, seconds, `no JSON report (exit ${code})`);
    return;
  }
  // A file that fails to load has no tests but is a failure all the same.
  const brokenFiles = (json.testResults ?? []).filter(
    (f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0,
  ).length;
  const failed = (json.numFailedTests ?? 0) + brokenFiles;
  const passed = json.numPassedTests ?? 0;
  const note = [
    brokenFiles ? `${brokenFiles} file(s) failed to load` : '',
    code !== 0 && failed === 0 ? `exit ${code}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  record(id, name, passed, failed + (code !== 0 && failed === 0 ? 1 : 0), seconds, note);
}

// ------------------------------------------------------------------------------------------------

// In CI the Firebase CLI (ADR 047) installs while the checks below use the cores: its install waits on
// the network for most of its minute.
const firebaseCliReady =
  process.env.CI && !skip.has('firebase')
    ? run('node', ['scripts/firebase-emulator.mjs', '--install-only'], { buffered: true, timeoutMinutes: 10 })
    : Promise.resolve(null);

// Three single-threaded checks side by side on the two cores: 100 s one after another, 87 s together in CI.
const together = { buffered: true };
await Promise.all([
  check('typecheck', 'tsc -b', 'npx', ['tsc', '-b'], together),
  check('lint', 'eslint (0 warnings)', 'npx', ['eslint', '.', '--max-warnings', '0'], together),
  check('format', 'prettier --check', 'npx', ['prettier', '--check', '.'], together),
]);

if (skip.has('unit')) {
  record('unit', 'vitest', 0, 0, 0, 'skipped');
} else {
  const report = join(resultsDir, 'vitest.json');
  rmSync(report, { force: true });
  const { code, seconds } = await run(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${report}`],
    {
      timeoutMinutes: 30,
    },
  );
  recordVitest('unit', 'vitest', report, code, seconds);
}

/** Starts `npm run mock:server` on a free port in a process group of its own; its address, or null. */
function startMockServer(profile = 'full') {
  const server = spawn('npm', ['run', '--silent', 'mock:server'], {
    cwd: root,
    env: { ...env, MOCK_PORT: '0', MOCK_PROFILE: profile },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const url = new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 60_000);
    let seen = '';
    server.stdout.on('data', (chunk) => {
      seen += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.stderr.on('data', (chunk) => process.stderr.write(chunk));
    server.on('close', () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
  return { url, stop };
}

/** `npm run wire:check` against a fresh mock server, with the seeded player: its exit code, or null without a server. */
async function wireCheckAgainstMock(profile) {
  const mock = startMockServer(profile);
  const url = await mock.url;
  if (!url) {
    mock.stop();
    return null;
  }
  const target = ['--base-url', url, '--merchant', env.VITE_MERCHANT || 'demo01a'];
  const account = ['--user', 'player01', '--password', 'Passw0rd1'];
  const { code } = await run('npm', ['run', '--silent', 'wire:check', '--', ...target, ...account], {
    timeoutMinutes: 2,
  });
  mock.stop();
  return code;
}

// ADR 052: the wire check an operator runs before pointing the site at a backend, here against the
// mock server's default scenario on both profiles (ADR 050), where every read-only route and the member
// path must be `ok` (on plainWps the extension's routes are `extension absent`, which is no drift).
for (const profile of ['full', 'plainWps']) {
  const id = profile === 'full' ? 'wire-check' : `wire-check-${profile}`;
  const name = `wire:check against the mock (${profile})`;
  if (skip.has('wire-check')) {
    record(id, name, 0, 0, 0, 'skipped');
    continue;
  }
  const started = Date.now();
  const code = await wireCheckAgainstMock(profile);
  const note = code === null ? 'the mock server did not start' : code === 0 ? '' : `exit ${code}`;
  const passed = code === 0 ? 1 : 0;
  record(id, name, passed, 1 - passed, (Date.now() - started) / 1000, note);
}

// ADR 047: the site's Firebase provider against the Firebase Auth emulator. The script installs
// firebase-tools outside the checkout in CI; locally it skips (exit 3) with a message when the CLI is
// not installed or the emulator cannot start, and in CI that is a failure instead.
if (skip.has('firebase')) {
  record('firebase', 'vitest (Firebase Auth emulator)', 0, 0, 0, 'skipped');
} else {
  await firebaseCliReady;
  const report = join(resultsDir, 'firebase.json');
  const { code, seconds } = await run('node', ['scripts/firebase-emulator.mjs'], { timeoutMinutes: 15 });
  if (code === 3 && !process.env.CI) {
    record(
      'firebase',
      'vitest (Firebase Auth emulator)',
      0,
      0,
      seconds,
      'skipped: no emulator here (see above)',
    );
  } else {
    recordVitest('firebase', 'vitest (Firebase Auth emulator)', report, code, seconds);
    // The same script's Playwright project (tests/e2e/firebase/): counted from its own JSON report.
    const stats = readJson(join(resultsDir, 'firebase-e2e.json'))?.stats;
    if (!stats) {
      record('firebase-e2e', 'playwright (Firebase Auth emulator)', 0, 1, 0, `no JSON report (exit ${code})`);
    } else {
      const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
      const failed = stats.unexpected ?? 0;
      record(
        'firebase-e2e',
        'playwright (Firebase Auth emulator)',
        passed,
        failed,
        0,
        stats.flaky ? `${stats.flaky} flaky` : '',
      );
    }
  }
}

/** The entry chunk and every chunk it imports statically (what loads before any lazy import). */
function staticImportClosure(entryFile) {
  const seen = new Set();
  const queue = [entryFile];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // Static imports only: `import"./x.js"` and `from"./x.js"`, not `import("./x.js")`.
    for (const match of code.matchAll(/(?:\bimport|\bfrom)\s*["'](\.\/[^"']+\.js)["']/g))
      queue.push(join(dirname(file), match[1]));
  }
  return [...seen];
}

/** The boot's stage chunks, in order: the list the build cuts them by (scripts/vite-initial-chunks.ts, ADR 046). */
const BOOT_STAGE_CHUNKS = JSON.parse(readFileSync(join(root, 'scripts/boot-stages.json'), 'utf8')).map(
  (stage) => stage.name,
);

/**
 * What is wrong with the first load's stages: each stage chunk must be there, end in a top-level
 * await (the task ends there), and import the stage before it (so it waits for it), and `app` must
 * import the last stage. Without these the whole first load is evaluated in one long task again.
 */
function bootStageProblems(initialFiles) {
  const problems = [];
  const fileOf = (name) => initialFiles.find((file) => basename(file).startsWith(`${name}-`));
  const importsOf = (file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:\bimport|\bfrom)\s*["']\.\/([^"']+\.js)["']/g)].map(
      (m) => m[1],
    );
  let previous;
  for (const name of [...BOOT_STAGE_CHUNKS, 'app']) {
    const file = fileOf(name);
    if (!file) {
      problems.push(`${name}: no chunk in the first load`);
      continue;
    }
    // The chunk's last statement, before its export list and source map comment.
    const code = readFileSync(file, 'utf8')
      .replace(/\/\/# sourceMappingURL=\S+\s*$/, '')
      .trim()
      .replace(/export\s*\{[^}]*\};?$/, '')
      .trim();
    if (name !== 'app' && !/await [\w$]+\(\);?$/.test(code))
      problems.push(`${name}: does not end in an await`);
    if (previous && !importsOf(file).includes(basename(previous)))
      problems.push(`${name}: does not import ${basename(previous)}`);
    previous = file;
  }
  return problems;
}

if (skip.has('build')) {
  record('build', 'vite build', 0, 0, 0, 'skipped');
} else {
  // `vite build` alone: tsc already counted above, so a type error is not reported twice.
  const built = await check('build', 'vite build (production)', 'npx', ['vite', 'build']);
  const dist = join(root, 'dist');
  if (!built || !existsSync(dist)) {
    record('no-msw', 'dist has no MSW code', 0, 1, 0, 'no build');
    record('no-firebase-entry', 'entry chunk has no firebase', 0, 1, 0, 'no build');
  } else {
    const offenders = filesUnder(dist).filter((file) => {
      if (/mockServiceWorker/i.test(file)) return true;
      if (!/\.(js|mjs|html|css|json)$/.test(file)) return false;
      return /mockServiceWorker|setupWorker|\bmsw\b/.test(readFileSync(file, 'utf8'));
    });
    record(
      'no-msw',
      'dist has no MSW code',
      offenders.length === 0 ? 1 : 0,
      offenders.length === 0 ? 0 : 1,
      0,
      offenders.map((f) => relative(root, f)).join(', '),
    );
    const html = existsSync(join(dist, 'index.html')) ? readFileSync(join(dist, 'index.html'), 'utf8') : '';
    // The entry's tag, or the script that starts it after the shell's first picture (ADR 045).
    const entry = /<script[^>]+(?:type="module"[^>]+src|data-entry)="([^"]+)"/.exec(html)?.[1];
    const entryFile = entry ? join(dist, entry.replace(/^\//, '')) : undefined;
    if (!entryFile || !existsSync(entryFile)) {
      record('no-firebase-entry', 'entry chunk has no firebase', 0, 1, 0, 'entry chunk not found');
    } else {
      const hasFirebase = /firebase|identitytoolkit\.googleapis/i.test(readFileSync(entryFile, 'utf8'));
      record(
        'no-firebase-entry',
        'entry chunk has no firebase',
        hasFirebase ? 0 : 1,
        hasFirebase ? 1 : 0,
        0,
        relative(root, entryFile),
      );
      // The member and agent centres (frames and pages) are chunks of their own (ADR 020, 030),
      // never in what the home route loads first. The markers are class names only their frames and
      // pages write (the shared centre frame and menu, the deposit page, the agent figures).
      const initial = staticImportClosure(entryFile);
      const withCentre = initial.filter((file) =>
        /centre-menu__link|centre-frame__menu|deposit-page|agent-figures|agent-panel/.test(
          readFileSync(file, 'utf8'),
        ),
      );
      record(
        'no-centre-entry',
        'initial JS has no member or agent centre',
        withCentre.length === 0 ? 1 : 0,
        withCentre.length === 0 ? 0 : 1,
        0,
        withCentre.length === 0
          ? `${initial.length} initial chunks`
          : withCentre.map((f) => relative(root, f)).join(', '),
      );
      // ADR 030: the first load is a few files (each response costs the phone's main thread a
      // task); left to itself the bundler made it 40 scripts and 7 stylesheets. ADR 046 adds one
      // chunk per boot stage.
      const sheets = (html.match(/<link[^>]+rel="stylesheet"/g) ?? []).length;
      const few = initial.length <= 4 + BOOT_STAGE_CHUNKS.length && sheets <= 2;
      record(
        'few-initial-files',
        `first load: at most ${4 + BOOT_STAGE_CHUNKS.length} scripts and 2 stylesheets`,
        few ? 1 : 0,
        few ? 0 : 1,
        0,
        `${initial.length} scripts, ${sheets} stylesheets`,
      );
      const stageProblems = bootStageProblems(initial);
      record(
        'boot-stages',
        'first load evaluated in stages: each stage chunk ends in an await and imports the one before',
        stageProblems.length === 0 ? 1 : 0,
        stageProblems.length === 0 ? 0 : 1,
        0,
        stageProblems.join('; '),
      );
    }
  }
}

await check('storybook', 'build-storybook', 'npm', ['run', '--silent', 'build-storybook']);

if (skip.has('e2e')) {
  record('e2e', 'playwright', 0, 0, 0, 'skipped');
} else {
  const demo = await check('build-demo', 'build:demo', 'npm', ['run', '--silent', 'build:demo']);
  // The Playwright `production` project's build: the production site with field measurement on,
  // every page load sampled, beaconing to the mock server through the preview (playwright.config.ts).
  const production = await check(
    'build-e2e-production',
    'vite build (e2e production)',
    'npx',
    ['vite', 'build', '--outDir', 'dist-e2e', '--emptyOutDir'],
    { extraEnv: { VITE_RUM_URL: '/rum', VITE_RUM_SAMPLE_RATE: '1' } },
  );
  // The `plain-wps` project's build: a merchant on a plain WPS backend runs GeeTest v4 (ADR 050).
  const plainWps = await check(
    'build-e2e-plain-wps',
    'vite build (e2e plain WPS)',
    'npx',
    ['vite', 'build', '--outDir', 'dist-e2e-wps', '--emptyOutDir'],
    { extraEnv: { VITE_GEETEST_CAPTCHA_ID: '10578edd4000cf44530a193e12f275de' } },
  );
  const chromium = await check('chromium', 'chromium available', 'node', ['scripts/ensure-chromium.mjs']);
  if (!demo || !production || !plainWps || !chromium) {
    record('e2e', 'playwright', 0, 1, 0, 'not run: a build or chromium missing');
  } else {
    const report = join(resultsDir, 'e2e.json');
    rmSync(report, { force: true });
    const { code, seconds } = await run('npx', ['playwright', 'test'], { timeoutMinutes: 45 });
    const stats = readJson(report)?.stats;
    if (!stats) {
      record('e2e', 'playwright', 0, 1, seconds, `no JSON report (exit ${code})`);
    } else {
      const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
      const failed = stats.unexpected ?? 0;
      const note = [
        stats.flaky ? `${stats.flaky} flaky` : '',
        code !== 0 && failed === 0 ? `exit ${code}` : '',
      ]
        .filter(Boolean)
        .join('; ');
      record('e2e', 'playwright', passed, failed + (code !== 0 && failed === 0 ? 1 : 0), seconds, note);
    }
  }
}

// ------------------------------------------------------------------------------------------------

const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);
console.log('\nSummary');
console.log(`${pad('step', 32)}${padL('passed', 8)}${padL('failed', 8)}${padL('time', 9)}  note`);
for (const r of rows) {
  console.log(
    `${pad(r.name, 32)}${padL(r.passed, 8)}${padL(r.failed, 8)}${padL(`${r.seconds.toFixed(1)}s`, 9)}  ${r.note}`,
  );
}
const passed = rows.reduce((n, r) => n + r.passed, 0);
const failed = rows.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
