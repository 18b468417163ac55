import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright's own browser download cannot be reached here: use Debian's Chromium when present.
const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (p): p is string => !!p && existsSync(p),
);
const port = Number(process.env.E2E_PORT ?? 4174);
const storybookPort = Number(process.env.STORYBOOK_PORT ?? 6007);
const isCI = !!process.env.CI;
// Several people (or agents) on one machine each build and serve their own copies: E2E_DIST / STORYBOOK_DIST
// and the ports above keep them apart.
const demoDir = process.env.E2E_DIST ?? 'dist-demo';
/**
 * The production build (no MSW inside) against the plain mock server: the `production` project
 * (tests/e2e/production/). Built with the field-measurement collector pointed at the mock server
 * (docs/deploy.md "Field measurement") and every page load sampled.
 */
const productionPort = Number(process.env.E2E_PROD_PORT ?? 4176);
const productionMockPort = Number(process.env.E2E_MOCK_PORT ?? 8791);
const productionDir = process.env.E2E_PROD_DIST ?? 'dist-e2e';
const productionEnv = 'VITE_RUM_URL=/rum VITE_RUM_SAMPLE_RATE=1';
const storybookDir = process.env.STORYBOOK_DIST ?? 'storybook-static';
/**
 * The `plain-wps` project (tests/e2e/plain-wps/, ADR 050): a production build configured as a plain WPS
 * merchant would be (GeeTest v4 on), against the mock server playing exactly the wire (`MOCK_PROFILE=plainWps`).
 */
const plainPort = Number(process.env.E2E_PLAIN_PORT ?? 4177);
const plainMockPort = Number(process.env.E2E_PLAIN_MOCK_PORT ?? 8792);
const plainDir = process.env.E2E_PLAIN_DIST ?? 'dist-e2e-wps';
const plainEnv = 'VITE_GEETEST_CAPTCHA_ID=10578edd4000cf44530a193e12f275de';

/**
 * The `firebase` project (tests/e2e/firebase/, ADR 047): the demo build with the real Firebase provider
 * pointed at the Firebase Auth emulator. Only inside scripts/firebase-emulator.mjs, which starts the
 * emulator and sets FIREBASE_AUTH_EMULATOR_HOST; every other run has neither the project nor its server.
 * The script builds it first; a by-hand run builds it here when it is missing.
 */
const firebaseEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const firebasePort = Number(process.env.E2E_FIREBASE_PORT ?? 4178);
const firebaseDir = process.env.E2E_FIREBASE_DIST ?? 'dist-e2e-firebase';
const firebaseEnv = `VITE_FIREBASE_API_KEY=demo-e2e-key VITE_FIREBASE_PROJECT_ID=demo-wps VITE_FIREBASE_AUTH_EMULATOR_URL=http://${firebaseEmulatorHost ?? ''}`;

const launchOptions = {
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  // Without the background-networking flags Chromium floods the closed network with lookups.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const config = defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  // One worker by default: on these 2-core machines two workers ran the same a11y tests in 49 s against
  // 53 s for one, while each test took twice as long (and met its time limits under load). E2E_WORKERS
  // overrides it on a bigger machine.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: isCI ? 1 : 0,
  // A cold boot of the demo (MSW worker, lazy chunks) has taken over 7 s on a loaded machine. Passing
  // steps take no longer for the higher limits.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: 'test-results/e2e-artifacts',
  // Visual baselines (visual.spec.ts) carry no platform suffix: CI runs the same Debian Chromium as here.
  snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}{ext}',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace doubled the time of every test here (26.8 s → 13.4 s for two a11y tests without):
    // CI records one only on the retry of a failed test; a local run keeps it for failures.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ['production/**', 'plain-wps/**', 'firebase/**'],
      use: {
        ...devices['Desktop Chrome'],
        launchOptions,
      },
    },
    {
      name: 'production',
      testMatch: 'production/**/*.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${productionPort}`,
        launchOptions,
      },
    },
    {
      name: 'plain-wps',
      testMatch: 'plain-wps/**/*.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${plainPort}`,
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      command: 'npx tsx --tsconfig tsconfig.app.json mocks/server.ts',
      url: `http://127.0.0.1:${plainMockPort}/__mock/state`,
      env: {
        MOCK_PORT: String(plainMockPort),
        MOCK_PROFILE: 'plainWps',
        MOCK_CORS_ORIGINS: `http://127.0.0.1:${plainPort}`,
      },
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `(test -f ${plainDir}/index.html || ${plainEnv} npx vite build --outDir ${plainDir}) && MOCK_PORT=${plainMockPort} npx vite preview --outDir ${plainDir} --host 127.0.0.1 --port ${plainPort} --strictPort`,
      url: `http://127.0.0.1:${plainPort}/`,
      reuseExistingServer: !isCI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The plain mock backend the production build talks to (through the preview's proxy).
    {
      command: 'npx tsx --tsconfig tsconfig.app.json mocks/server.ts',
      url: `http://127.0.0.1:${productionMockPort}/__mock/state`,
      // The preview's origin may call the mock directly (its CORS allowlist knows only the default ports).
      env: { MOCK_PORT: String(productionMockPort), MOCK_CORS_ORIGINS: `http://127.0.0.1:${productionPort}` },
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // `npm test` builds it before Playwright starts; a local run builds it here when it is missing.
    {
      command: `(test -f ${productionDir}/index.html || ${productionEnv} npx vite build --outDir ${productionDir}) && MOCK_PORT=${productionMockPort} npx vite preview --outDir ${productionDir} --host 127.0.0.1 --port ${productionPort} --strictPort`,
      url: `http://127.0.0.1:${productionPort}/`,
      reuseExistingServer: !isCI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The demo build ships the MSW worker, so the whole site runs without a backend.
    {
      command: `npx vite preview --outDir ${demoDir} --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The built Storybook (tests/e2e/storybook.spec.ts); built here when `npm test` has not built it.
    {
      command: `(test -f ${storybookDir}/index.json || (npm run msw:init && npx storybook build --quiet -o ${storybookDir})) && npx vite preview --outDir ${storybookDir} --host 127.0.0.1 --port ${storybookPort} --strictPort`,
      url: `http://127.0.0.1:${storybookPort}/index.json`,
      reuseExistingServer: !isCI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

/**
 * Inside the emulator (scripts/firebase-emulator.mjs) only the `firebase` project runs, with its one
 * server: the other projects' servers and builds belong to the main Playwright run.
 */
export default firebaseEmulatorHost
  ? defineConfig({
      ...config,
      reporter: [['list'], ['json', { outputFile: 'test-results/firebase-e2e.json' }]],
      projects: [
        {
          name: 'firebase',
          testMatch: 'firebase/**/*.spec.ts',
          use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${firebasePort}`, launchOptions },
        },
      ],
      webServer: [
        {
          command: `(test -f ${firebaseDir}/index.html || (npm run msw:init && ${firebaseEnv} npx vite build --mode demo --outDir ${firebaseDir})) && npx vite preview --outDir ${firebaseDir} --host 127.0.0.1 --port ${firebasePort} --strictPort`,
          url: `http://127.0.0.1:${firebasePort}/`,
          reuseExistingServer: !isCI,
          timeout: 180_000,
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ],
    })
  : config;
