/**
 * `npm run bench`: the size and speed budget, measured in one run.
 *
 * 1. Builds the production site and a bare React 19 hello world with the same Vite (JS API,
 *    manifest enabled here rather than in vite.config) and compares the home route's initial JS
 *    (entry chunk + its static imports, gzip).
 * 2. Serves the site with `vite preview` (port BENCH_PORT, default 4175, /wps proxied to the plain
 *    mock HTTP server on BENCH_MOCK_PORT, default 8787) and the hello world on BENCH_PORT + 1, both
 *    over HTTP/2 and TLS with the build's brotli copies, as a production host serves them, and
 *    runs Lighthouse 12 (mobile preset, performance only) five times per route and on the hello
 *    world in the same run; medians, printed side by side.
 * 3. Measures INP of key interactions with Playwright + web-vitals in Debian's Chromium, CPU slowed
 *    4× like Lighthouse's mobile preset; median of three runs.
 * 4. Measures the JS heap after 20 and after 200 in-app route changes, and after 400 to tell a leak
 *    from warm-up; then again with V8's compilers off, a diagnostic free of their warm-up (bench/memory.ts).
 * 5. Measures the game search on the mock's `manyGames` catalogue with the CPU slowed as for INP: the
 *    catalogue load, the index build, and each keystroke to the paint of its results (bench/search.ts,
 *    ADR 038); the library comparison behind it is `bench/search-libs.ts`.
 *
 * Environment: BENCH_RUNS (5 for Lighthouse, 3 for the other parts), BENCH_PORT, BENCH_MOCK_PORT, BENCH_OUT (the site's build directory,
 * default dist), BENCH_PARTS (comma list of lighthouse, inp, memory, search; default all) and BENCH_ROUTES
 * (comma list narrowing the Lighthouse routes), BENCH_LHR_DIR (a folder that keeps each Lighthouse report;
 * with BENCH_TRACES=1 its trace too, whose top-level tasks are what the simulation multiplies) and
 * BENCH_PROFILE_DIR (CPU profiles and the INP breakdown of each interaction) and BENCH_INTERACTIONS (parts
 * of interaction names) for iterating on one part. BENCH_SOURCEMAP=1 writes source maps beside the site's
 * chunks, so those profiles can be read by source file. BENCH_HTTP1=1 serves both over plain HTTP/1.1,
 * as the bench did before ADR 020 chose HTTP/2, for comparing figures across that change (bench/NOTES.md).
 *
 * Records the machine's 1-minute load average before each part (`machine.loadAverage1m` in the results)
 * and says when other jobs were running as it started: on a shared machine, TBT and INP measure the
 * neighbours as much as the site.
 *
 * Writes bench/results.json and prints a table against the targets. Exits 0 even when a target is
 * missed (the table says so); exits 1 only when the benchmark itself cannot run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build, preview, type PreviewServer } from 'vite';
import { interactions, lighthouseRoutes, type BenchInteraction } from './interactions';
import { loginToken, startLoggedIn } from './login';
import { precompress } from '../scripts/vite-precompress';
import { localCertificate } from './tls';
import { SEARCH_TARGET_MS, measureSearch, type SearchBenchResult } from './search';
import {
  INTERPRETER_ONLY_JS_FLAGS,
  MEMORY_LIMIT,
  SETTLED_CHANGES,
  WARM_CHANGES,
  measureMemory,
  type MemoryResult,
} from './memory';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = [process.env.CHROMIUM_PATH, process.env.CHROME_PATH, '/usr/bin/chromium'].find(
  (p): p is string => !!p && existsSync(p),
);
/**
 * The site and the hello world are served as a production host serves them: HTTP/2 over TLS. Over the
 * plain HTTP/1.1 of a bare preview, Lighthouse's simulation opens a new connection, with its own slow
 * start, for the first load's parallel files, which no player's browser does on an HTTP/2 host.
 */
const tls = process.env.BENCH_HTTP1 === '1' ? null : localCertificate();
const TRANSPORT = tls
  ? 'HTTP/2 over TLS (a certificate made for the run, which Chromium is told to accept)'
  : 'HTTP/1.1 without TLS';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The run's own certificate (bench/tls.ts) is signed by nobody Chromium knows.
  ...(tls ? ['--ignore-certificate-errors'] : []),
];
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 8787);
const PREVIEW_PORT = Number(process.env.BENCH_PORT ?? 4175);
const HELLO_PORT = PREVIEW_PORT + 1;
/** Loads per interaction, memory and search measurement. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * Lighthouse loads per route and of the hello world: five, as ADR 044's margin is stated as a median of
 * five (one slow load of three moves a median of three by a whole Lantern round trip).
 */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Extra loads per route that may stand in for loads Lighthouse failed to record. */
const LIGHTHOUSE_RETRIES = 2;
/** ADR 044: each route's median LCP within this multiple of the hello world's, in the same run. */
const LCP_HELLO_RATIO = 1.4;
/** ADR 044 (and ADR 020): each route's median TBT. */
const TBT_LIMIT_MS = 100;
const INP_CPU_SLOWDOWN = 4;
const scheme = tls ? 'https' : 'http';
const origin = `${scheme}://127.0.0.1:${PREVIEW_PORT}`;
const helloOrigin = `${scheme}://127.0.0.1:${HELLO_PORT}`;
const mockOrigin = `http://127.0.0.1:${MOCK_PORT}`;
const siteOutDir = resolve(root, process.env.BENCH_OUT ?? 'dist');
const helloOutDir = process.env.BENCH_OUT ? `${siteOutDir}-hello` : join(root, 'bench/hello-world/dist');
const PARTS = new Set(
  (process.env.BENCH_PARTS ?? 'lighthouse,inp,memory,search').split(',').map((p) => p.trim()),
);
const ROUTES = process.env.BENCH_ROUTES
  ? lighthouseRoutes.filter((r) => process.env.BENCH_ROUTES?.split(',').includes(r))
  : lighthouseRoutes;

// ------------------------------------------------------------------------------------------------
// Bundle size

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface InitialSize {
  files: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** What the preview sends a browser that takes brotli: the build's `.br` copies. */
  jsBrotliBytes: number;
}

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function brotliSize(file: string): number {
  return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
}

/** Entry chunk of index.html plus every chunk it imports statically (what the browser loads first). */
function initialSize(outDir: string): InitialSize {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey =
    Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith('index.html')) ??
    Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error(`no entry in ${outDir}/.vite/manifest.json`);
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  visit(entryKey);
  const chunks = [...seen].map((k) => manifest[k]).filter((c): c is ManifestChunk => !!c);
  const js = chunks.map((c) => c.file);
  // The stylesheets the page links: with one stylesheet for the site (vite.config.ts) the manifest lists
  // it under no chunk, and what the browser loads before its first paint is what index.html names.
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="\/?([^"]+\.css)"/g)].map(
    (m) => m[1] as string,
  );
  const css = [...new Set([...chunks.flatMap((c) => c.css ?? []), ...linked])];
  return {
    files: [...js, ...css],
    jsGzipBytes: js.reduce((n, f) => n + gzipSize(join(outDir, f)), 0),
    cssGzipBytes: css.reduce((n, f) => n + gzipSize(join(outDir, f)), 0),
    jsBrotliBytes: js.reduce((n, f) => n + brotliSize(join(outDir, f)), 0),
  };
}

async function buildSite(): Promise<InitialSize> {
  await build({
    configFile: join(root, 'vite.config.ts'),
    root,
    mode: 'production',
    logLevel: 'warn',
    build: {
      manifest: true,
      outDir: siteOutDir,
      emptyOutDir: true,
      sourcemap: process.env.BENCH_SOURCEMAP === '1',
    },
  });
  return initialSize(siteOutDir);
}

async function buildHelloWorld(): Promise<InitialSize> {
  const helloRoot = join(root, 'bench/hello-world');
  await build({
    configFile: false,
    root: helloRoot,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react(), precompress()],
    build: { manifest: true, outDir: helloOutDir, emptyOutDir: true, target: 'es2022' },
  });
  return initialSize(helloOutDir);
}

// ------------------------------------------------------------------------------------------------
// Servers

async function waitForHttp(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, 300));
    }
  }
  return false;
}

async function startMockServer(): Promise<ChildProcess | undefined> {
  const entry = join(root, 'mocks/server.ts');
  if (!existsSync(entry)) {
    console.warn('mocks/server.ts missing: the site is measured without a backend (API calls fail).');
    return undefined;
  }
  const child = spawn('npx', ['tsx', '--tsconfig', 'tsconfig.app.json', entry], {
    cwd: root,
    // The preview proxies /wps, but the browser's Origin header goes through with it.
    env: { ...process.env, MOCK_PORT: String(MOCK_PORT), MOCK_CORS_ORIGINS: origin },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const ready = await waitForHttp(`${mockOrigin}/wps/system/status`, 30_000);
  if (!ready) console.warn(`mock server did not answer on ${MOCK_PORT} within 30 s`);
  return child;
}

function stopProcessGroup(child: ChildProcess | undefined): void {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
}

async function startPreview(): Promise<PreviewServer> {
  // vite.config's proxy reads MOCK_PORT from the environment.
  process.env.MOCK_PORT = String(MOCK_PORT);
  return preview({
    configFile: join(root, 'vite.config.ts'),
    root,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: siteOutDir },
    preview: { host: '127.0.0.1', port: PREVIEW_PORT, strictPort: true, https: tls ?? undefined },
  });
}

async function startHelloPreview(): Promise<PreviewServer> {
  return preview({
    configFile: false,
    root: join(root, 'bench/hello-world'),
    logLevel: 'warn',
    // Served as the site is: the brotli copies its build wrote (scripts/vite-precompress.ts).
    plugins: [precompress()],
    build: { outDir: helloOutDir },
    preview: { host: '127.0.0.1', port: HELLO_PORT, strictPort: true, https: tls ?? undefined },
  });
}

// ------------------------------------------------------------------------------------------------
// Lighthouse

interface LighthouseRun {
  score: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Lighthouse's own measure of the machine's speed at that load: runs of different days differ by it. */
  benchmarkIndex: number | null;
}

function median(values: Array<number | null>): number | null {
  const nums = values
    .filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (nums.length === 0) return null;
  const mid = Math.floor(nums.length / 2);
  return nums.length % 2 ? (nums[mid] as number) : ((nums[mid - 1] as number) + (nums[mid] as number)) / 2;
}

async function runLighthouse(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('lighthouse returned no result');
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  // The whole report (LCP element and its phases, long tasks, main-thread breakdown) for diagnosis:
  // on a loaded machine its structure says more than its times.
  const lhrDir = process.env.BENCH_LHR_DIR;
  if (lhrDir) {
    const name = `${port}${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
    writeFileSync(join(lhrDir, name), JSON.stringify(lhr));
    // The report and its trace share one name, so each trace is found beside its report.
    if (process.env.BENCH_TRACES)
      writeFileSync(join(lhrDir, `trace-${name}`), JSON.stringify(result.artifacts.Trace));
  }
  const audit = (id: string): number | null => lhr.audits[id]?.numericValue ?? null;
  return {
    score: lhr.categories.performance?.score ?? null,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
  };
}

type LighthouseResults = Record<string, { runs: LighthouseRun[]; median: LighthouseRun; errors: string[] }>;

/** Key of the hello world's figures in the Lighthouse results. */
const HELLO = 'hello world';

async function lighthouseAll(): Promise<LighthouseResults> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const out: LighthouseResults = {};
  const targets: Array<[string, string]> = [
    [HELLO, `${helloOrigin}/`],
    ...ROUTES.map((route): [string, string] => [route, `${origin}${route}`]),
  ];
  try {
    for (const [route, url] of targets) {
      const runs: LighthouseRun[] = [];
      const errors: string[] = [];
      // A load Lighthouse failed to record (NO_NAVSTART, a lost trace) says nothing about the page: it is
      // loaded again, so the median is of as many measured loads as ADR 044's margin states.
      for (
        let attempt = 1;
        runs.length < LIGHTHOUSE_RUNS && attempt <= LIGHTHOUSE_RUNS + LIGHTHOUSE_RETRIES;
        attempt++
      ) {
        try {
          runs.push(await runLighthouse(url, chrome.port));
          const last = runs.at(-1);
          console.log(
            `lighthouse ${route} run ${runs.length}: score ${last?.score} LCP ${Math.round(last?.lcpMs ?? 0)} ms TBT ${Math.round(last?.tbtMs ?? 0)} ms`,
          );
        } catch (error) {
          errors.push(error instanceof Error ? error.message : String(error));
          console.warn(`lighthouse ${route} attempt ${attempt} failed (loaded again): ${errors.at(-1)}`);
        }
      }
      out[route] = {
        runs,
        errors,
        median: {
          score: median(runs.map((r) => r.score)),
          lcpMs: median(runs.map((r) => r.lcpMs)),
          tbtMs: median(runs.map((r) => r.tbtMs)),
          cls: median(runs.map((r) => r.cls)),
          benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
        },
      };
    }
  } finally {
    chrome.kill();
  }
  return out;
}

// ------------------------------------------------------------------------------------------------
// INP

declare global {
  interface Window {
    __benchInp?: number;
    __benchInpParts?: string;
  }
}

/**
 * BENCH_PROFILE_DIR: for diagnosis, each INP run also writes a CPU profile of its interaction
 * (`<interaction>-<run>.cpuprofile`, open it in DevTools' Performance panel) and prints where the worst
 * interaction's time went (input delay, processing, presentation; web-vitals' attribution build).
 */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const webVitalsIife = readFileSync(
  join(root, `node_modules/web-vitals/dist/web-vitals${PROFILE_DIR ? '.attribution' : ''}.iife.js`),
  'utf8',
);
// With reportAllChanges every new worst interaction is reported at once (no need to hide the page).
const inpProbe = `${webVitalsIife}
;window.__benchInp = 0;
webVitals.onINP(function (metric) {
  if (metric.value < window.__benchInp) return;
  window.__benchInp = metric.value;
  var a = metric.attribution;
  if (a) window.__benchInpParts = a.interactionType + ' on ' + a.interactionTarget + ': input delay ' + Math.round(a.inputDelay) +
    ' ms, processing ' + Math.round(a.processingDuration) + ' ms, presentation ' + Math.round(a.presentationDelay) + ' ms';
}, { reportAllChanges: true, durationThreshold: 0 });`;

interface InpResult {
  name: string;
  route: string;
  runsMs: Array<number | null>;
  medianMs: number | null;
  errors: string[];
}

async function measureInteraction(
  browser: Browser,
  interaction: BenchInteraction,
  token: () => Promise<string>,
): Promise<InpResult> {
  const runsMs: Array<number | null> = [];
  const errors: string[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    try {
      if (interaction.loggedIn) await startLoggedIn(context, await token());
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: INP_CPU_SLOWDOWN });
      await page.addInitScript({ content: inpProbe });
      await page.goto(`${origin}${interaction.route}`, { waitUntil: 'networkidle', timeout: 30_000 });
      if (PROFILE_DIR) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.start');
      }
      await interaction.run(page);
      // Event Timing entries arrive after the next paint; give the observer time to report.
      await page.waitForTimeout(1500);
      const value = await page.evaluate(() => window.__benchInp ?? null);
      if (PROFILE_DIR) {
        const { profile } = await cdp.send('Profiler.stop');
        const file = join(PROFILE_DIR, `${interaction.name.replace(/\W+/g, '-')}-${i + 1}.cpuprofile`);
        writeFileSync(file, JSON.stringify(profile));
        console.log(
          `  run ${i + 1}: ${value} ms; ${await page.evaluate(() => window.__benchInpParts ?? '')}`,
        );
      }
      // 0 means no interaction crossed the 16 ms Event Timing floor: INP is below 16 ms.
      runsMs.push(value === 0 ? 16 : value);
    } catch (error) {
      errors.push(error instanceof Error ? (error.message.split('\n')[0] ?? String(error)) : String(error));
      runsMs.push(null);
    } finally {
      await context.close();
    }
  }
  return { name: interaction.name, route: interaction.route, runsMs, medianMs: median(runsMs), errors };
}

function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath,
    args: [...CHROME_FLAGS.filter((f) => !f.startsWith('--headless')), ...extraArgs],
  });
}

async function inpAll(): Promise<InpResult[]> {
  const browser = await launchBrowser();
  try {
    const results: InpResult[] = [];
    // BENCH_INTERACTIONS: a comma list of parts of interaction names, to measure only those.
    const wanted = process.env.BENCH_INTERACTIONS?.split(',').map((w) => w.trim().toLowerCase());
    for (const interaction of interactions.filter(
      (it) => !wanted || wanted.some((w) => it.name.toLowerCase().includes(w)),
    )) {
      // A fresh login per run: a token is a session on the mock, and each run starts from a reload.
      const result = await measureInteraction(browser, interaction, () => loginToken(mockOrigin));
      console.log(
        `INP ${interaction.name}: ${result.medianMs ?? 'n/a'} ms${result.errors.length ? ` (${result.errors.join('; ')})` : ''}`,
      );
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function memoryOnce(jsFlags?: string): Promise<MemoryResult | null> {
  const browser = await launchBrowser(jsFlags ? [`--js-flags=${jsFlags}`] : []);
  try {
    const result = await measureMemory(browser, origin);
    console.log(
      `memory${jsFlags ? ` (${jsFlags})` : ''}: heap ${kb(result.heapAfterWarmBytes)} after ${WARM_CHANGES} changes, ${kb(result.heapAfterTotalBytes)} after ${result.changes} (${(result.growth * 100).toFixed(1)} %), ${kb(result.heapAfterSettledBytes)} after ${SETTLED_CHANGES} (${(result.settledGrowth * 100).toFixed(1)} % more)`,
    );
    return result;
  } catch (error) {
    console.warn(`memory measurement failed: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  } finally {
    await browser.close();
  }
}

// ------------------------------------------------------------------------------------------------
// Report

interface TargetRow {
  metric: string;
  value: string;
  target: string;
  pass: boolean | null;
}

function row(
  metric: string,
  value: number | null,
  target: number,
  format: (n: number) => string,
  higherIsBetter = false,
): TargetRow {
  const pass = value === null ? null : higherIsBetter ? value >= target : value <= target;
  return {
    metric,
    value: value === null ? 'n/a' : format(value),
    target: `${higherIsBetter ? '≥' : '≤'} ${format(target)}`,
    pass,
  };
}

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (n: number): string => `${Math.round(n)} ms`;
const sec = (n: number): string => `${(n / 1000).toFixed(2)} s`;

/** The site's routes and the hello world measured in this run, one column each. */
function printSideBySide(results: LighthouseResults, site: InitialSize, hello: InitialSize): void {
  const columns = Object.keys(results);
  if (columns.length === 0) return;
  const cell = (route: string, pick: (m: LighthouseRun) => number | null, f: (n: number) => string) => {
    const v = results[route] ? pick(results[route].median) : null;
    return (v === null ? 'n/a' : f(v)).padStart(14);
  };
  const lines: Array<[string, (m: LighthouseRun) => number | null, (n: number) => string]> = [
    ['performance', (m) => m.score, (n) => n.toFixed(2)],
    ['LCP', (m) => m.lcpMs, sec],
    ['TBT', (m) => m.tbtMs, ms],
    ['CLS', (m) => m.cls, (n) => n.toFixed(3)],
  ];
  console.log(`\n${'Lighthouse (median)'.padEnd(22)}${columns.map((c) => c.padStart(14)).join('')}`);
  for (const [label, pick, f] of lines)
    console.log(`${label.padEnd(22)}${columns.map((c) => cell(c, pick, f)).join('')}`);
  const sizeLine = (label: string, pick: (size: InitialSize) => number) =>
    `${label.padEnd(22)}${columns.map((c) => (c === HELLO ? kb(pick(hello)) : c === '/' ? kb(pick(site)) : '').padStart(14)).join('')}`;
  console.log(sizeLine('initial JS (gzip)', (size) => size.jsGzipBytes));
  console.log(sizeLine('initial JS (brotli)', (size) => size.jsBrotliBytes));
}

/** One route's line against ADR 044's margin: LCP ≤ 1.4 × the hello world's LCP and TBT ≤ 100 ms. */
interface MarginLine {
  route: string;
  lcpMs: number | null;
  tbtMs: number | null;
  /** The route's median LCP over the hello world's median LCP of the same run. */
  lcpRatio: number | null;
  pass: boolean | null;
  /** Measured loads behind the medians. */
  runs: number;
}

function marginLines(results: LighthouseResults): MarginLine[] {
  const helloLcp = results[HELLO]?.median.lcpMs ?? null;
  return Object.entries(results)
    .filter(([route]) => route !== HELLO)
    .map(([route, { median: m, runs }]) => {
      const lcpRatio = helloLcp && m.lcpMs !== null ? m.lcpMs / helloLcp : null;
      const pass =
        lcpRatio === null || m.tbtMs === null ? null : lcpRatio <= LCP_HELLO_RATIO && m.tbtMs <= TBT_LIMIT_MS;
      return { route, lcpMs: m.lcpMs, tbtMs: m.tbtMs, lcpRatio, pass, runs: runs.length };
    });
}

/** "5", or each route's count where a route kept fewer measured loads than asked for. */
function runsLabel(lines: MarginLine[]): string {
  const counts = new Set(lines.map((l) => l.runs));
  return counts.size === 1 && counts.has(LIGHTHOUSE_RUNS)
    ? String(LIGHTHOUSE_RUNS)
    : lines.map((l) => `${l.runs} (${l.route})`).join(', ');
}

function printMargin(lines: MarginLine[], helloLcp: number | null): void {
  if (lines.length === 0) return;
  console.log(
    `\nmargin (ADR 044): median of ${runsLabel(lines)}, LCP ≤ ${LCP_HELLO_RATIO} × hello world (${helloLcp === null ? 'n/a' : sec(helloLcp)}), TBT ≤ ${TBT_LIMIT_MS} ms`,
  );
  console.log(
    `${'route'.padEnd(14)}${'LCP'.padStart(9)}${'÷ hello'.padStart(9)}${'TBT'.padStart(9)}  result`,
  );
  for (const l of lines) {
    const verdict = l.pass === null ? 'NOT MEASURED' : l.pass ? 'ok' : 'MISS';
    console.log(
      `${l.route.padEnd(14)}${(l.lcpMs === null ? 'n/a' : sec(l.lcpMs)).padStart(9)}${(l.lcpRatio === null ? 'n/a' : `${l.lcpRatio.toFixed(2)}×`).padStart(9)}${(l.tbtMs === null ? 'n/a' : ms(l.tbtMs)).padStart(9)}  ${verdict}`,
    );
  }
}

/** The machine's 1-minute load average, to two decimals. */
function loadNow(): number {
  return Number((loadavg()[0] ?? 0).toFixed(2));
}

/**
 * Whether other jobs held the CPU when the bench started: a 1-minute load above the core count. Only the
 * first reading says so; the later ones include the bench's own build and browsers (about 2.5 during its
 * Lighthouse runs on 2 cores). Lighthouse multiplies the main thread's observed tasks by four, so a busy
 * machine inflates TBT and INP several times over (ADR 020: `/rng`'s TBT read 1,190 ms at a load of 3.7
 * and 49 ms on an idle machine, same code).
 */
function busy(load: number): boolean {
  return load > cpus().length;
}

/** The search part runs on the `manyGames` catalogue: the mock server switches, then back. */
async function searchOnce(): Promise<SearchBenchResult> {
  const scenario = (name: string) =>
    fetch(`${mockOrigin}/__mock/scenario?name=${name}`, { method: 'POST' }).then((r) => {
      if (!r.ok) throw new Error(`mock scenario ${name}: HTTP ${r.status}`);
    });
  await scenario('manyGames');
  const browser = await launchBrowser();
  try {
    const result = await measureSearch(browser, origin, { runs: RUNS, cpuSlowdown: INP_CPU_SLOWDOWN });
    console.log(
      `search (${result.query}): catalogue ${result.catalogueMs.map(ms).join(', ')}; index build ${result.indexBuildMs.map(ms).join(', ')}; keystroke → results painted median ${result.keystrokeMedianMs ?? 'n/a'} ms, p95 ${result.keystrokeP95Ms ?? 'n/a'} ms, max ${result.keystrokeMaxMs ?? 'n/a'} ms${result.errors.length ? ` (${result.errors.join('; ')})` : ''}`,
    );
    return result;
  } finally {
    await browser.close();
    await scenario('default');
  }
}

async function main(): Promise<void> {
  if (!chromePath) throw new Error('no Chromium: run node scripts/ensure-chromium.mjs');
  // Read before each part starts: the bench's own build and servers are part of the later readings.
  const load: Record<string, number> = { start: loadNow() };

  if (!tls) console.warn('no openssl: the site and the hello world are served over plain HTTP/1.1');
  console.log('building the production site and the hello world…');
  const site = await buildSite();
  const hello = await buildHelloWorld();
  const ratio = site.jsGzipBytes / hello.jsGzipBytes;

  const mock = await startMockServer();
  const server = await startPreview();
  // Only Lighthouse compares with the hello world: the other parts leave its port alone.
  const helloServer = PARTS.has('lighthouse') ? await startHelloPreview() : null;
  let lighthouseResults: LighthouseResults = {};
  let inpResults: InpResult[] = [];
  let memory: MemoryResult | null = null;
  let memoryInterpreted: MemoryResult | null = null;
  let search: SearchBenchResult | null = null;
  try {
    if (PARTS.has('lighthouse')) {
      load.lighthouse = loadNow();
      lighthouseResults = await lighthouseAll();
    }
    if (PARTS.has('inp')) {
      load.inp = loadNow();
      inpResults = await inpAll();
    }
    if (PARTS.has('memory')) {
      load.memory = loadNow();
      memory = await memoryOnce();
      memoryInterpreted = await memoryOnce(INTERPRETER_ONLY_JS_FLAGS);
    }
    if (PARTS.has('search')) {
      load.search = loadNow();
      search = await searchOnce();
    }
  } finally {
    await server.close();
    await helloServer?.close();
    stopProcessGroup(mock);
  }

  const rows: TargetRow[] = [
    row('initial JS (home, gzip)', site.jsGzipBytes, 200_000, kb),
    row('initial JS / hello world', ratio, 3, (n) => `${n.toFixed(2)}×`),
  ];
  const margin = marginLines(lighthouseResults);
  for (const [route, { median: m }] of Object.entries(lighthouseResults)) {
    if (route === HELLO) continue;
    rows.push(row(`${route} Lighthouse performance`, m.score, 0.95, (n) => n.toFixed(2), true));
    rows.push(row(`${route} LCP`, m.lcpMs, 2000, sec));
    rows.push(
      row(
        `${route} LCP / hello world`,
        margin.find((l) => l.route === route)?.lcpRatio ?? null,
        LCP_HELLO_RATIO,
        (n) => `${n.toFixed(2)}×`,
      ),
    );
    rows.push(row(`${route} TBT`, m.tbtMs, TBT_LIMIT_MS, ms));
    rows.push(row(`${route} CLS`, m.cls, 0.05, (n) => n.toFixed(3)));
  }
  for (const r of inpResults) rows.push(row(`INP ${r.name} (${r.route})`, r.medianMs, 100, ms));
  if (PARTS.has('memory'))
    rows.push(
      row(
        'JS heap growth, 20 → 200 route changes',
        memory ? memory.growth : null,
        MEMORY_LIMIT,
        (n) => `${(n * 100).toFixed(1)} %`,
      ),
    );

  if (search)
    rows.push(
      row(
        'search: keystroke → results painted (p95, manyGames)',
        search.keystrokeP95Ms,
        SEARCH_TARGET_MS,
        ms,
      ),
    );

  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      chromium: chromePath,
      loadAverage1m: load,
    },
    method: {
      runs: RUNS,
      lighthouseRuns: LIGHTHOUSE_RUNS,
      transport: TRANSPORT,
      lighthouse:
        'lighthouse 12 node API, default mobile preset (simulated throttling), performance only; median per metric',
      inp: `Playwright + web-vitals onINP (reportAllChanges), mobile viewport, CPU ${INP_CPU_SLOWDOWN}× slower; median; 16 ms = below the Event Timing floor`,
      initialJs: 'entry chunk of index.html + its static imports from the Vite manifest, gzip -9',
      search: `Playwright, phone viewport, CPU ${INP_CPU_SLOWDOWN}× slower, mock scenario manyGames: the app's user-timing measures search:catalogue and search:index-build; each keystroke of a one-typo query (after its first two letters) from its keydown timeStamp to the task after the next animation frame once the panel's data-query equals the typed text`,
      memory: `Playwright + CDP: history.pushState through the app router, HeapProfiler.collectGarbage ×2, Runtime.getHeapUsage usedSize after 20 and 200 changes (both on the home page), and after 400 as a diagnostic; memoryInterpreted repeats it with --js-flags=${INTERPRETER_ONLY_JS_FLAGS}`,
    },
    bundle: {
      site: site,
      helloWorld: hello,
      ratio: Number(ratio.toFixed(3)),
    },
    lighthouse: lighthouseResults,
    margin,
    inp: inpResults,
    memory,
    /** Diagnostic, no target: the same changes with V8's compilers off (bench/memory.ts). */
    memoryInterpreted,
    search,
    targets: rows,
  };
  writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);

  printSideBySide(lighthouseResults, site, hello);
  printMargin(margin, lighthouseResults[HELLO]?.median.lcpMs ?? null);
  console.log(`served over ${TRANSPORT}`);
  const width = Math.max(...rows.map((r) => r.metric.length)) + 2;
  console.log(`\n${'metric'.padEnd(width)}${'value'.padStart(12)}${'target'.padStart(14)}  result`);
  for (const r of rows) {
    const verdict = r.pass === null ? 'NOT MEASURED' : r.pass ? 'ok' : 'MISS';
    console.log(`${r.metric.padEnd(width)}${r.value.padStart(12)}${r.target.padStart(14)}  ${verdict}`);
  }
  const loads = Object.entries(load).map(([part, value]) => `${part} ${value.toFixed(2)}`);
  console.log(`\nmachine load (1-minute average, ${cpus().length} cores): ${loads.join(', ')}`);
  const speed = median(
    Object.values(lighthouseResults).flatMap((r) => r.runs.map((run) => run.benchmarkIndex)),
  );
  // TBT counts how far each task passes a threshold, so it moves far more than the machine's speed does:
  // a figure is comparable with another day's only at a similar index.
  if (speed !== null)
    console.log(`machine speed (Lighthouse benchmarkIndex, median of every load): ${Math.round(speed)}`);
  if (busy(load.start ?? 0))
    console.log(
      'other jobs were running when the bench started: its TBT and INP are inflated; run it again idle',
    );
  const missed = rows.filter((r) => r.pass !== true).length;
  console.log(`\n${rows.length - missed}/${rows.length} targets met; details in bench/results.json`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
