import type { PathSuiteConfig } from './harness';

/**
 * Every machine's path suite, for `npm run paths` (printed as numbered steps) and for tools that
 * replay the same paths against screens or in Chromium.
 *
 * Feature owners: export a `PathSuiteConfig` from `tests/paths/<feature>.paths.ts`, call
 * `describeMachinePaths(config)` in `tests/paths/<feature>.paths.test.ts`, and append the config
 * here (one import + one array entry each, keep it sorted by name).
 */
export const pathSuites: PathSuiteConfig[] = [];
