import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Where test files live: the include globs and the search for isolated files both come from it. */
const TEST_DIRS = ['src', 'mocks', 'scripts', 'tests/integration', 'tests/paths', 'tests/docs'];
const include = TEST_DIRS.map((dir) => `${dir}/**/*.test.{ts,tsx}`);
const exclude = ['tests/e2e/**', 'node_modules/**'];

/**
 * Files that replace modules or globals (`vi.mock`, `vi.doMock`, `vi.resetModules`, `vi.stubEnv`,
 * `vi.stubGlobal`) need fresh modules: a module another file already loaded would be used unmocked.
 * They run isolated, each in its own module graph; found by their source, so a new one is never missed.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules|stubEnv|stubGlobal)\(/;

function testFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFilesUnder(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const isolatedFiles = TEST_DIRS.flatMap(testFilesUnder).filter((file) =>
  REPLACES_MODULES.test(readFileSync(file, 'utf8')),
);

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./tests/setup/vitest.setup.ts'],
      testTimeout: 20000,
      hookTimeout: 20000,
      pool: 'forks',
      // Vitest's default (one fewer than the cores) runs a single fork on these 2-core machines: two forks
      // took the suite from 445 s to 289 s here, with every test passing.
      maxWorkers: 2,
      restoreMocks: true,
      projects: [
        {
          extends: true,
          test: { name: 'isolated', include: isolatedFiles, exclude },
        },
        {
          // Every other file shares its fork's modules with the files before it (no fresh jsdom module
          // graph, mock backend and translations per file): 445 s → ~250 s for the suite here. The
          // setup file resets what tests change between files (DOM, mock backend, modals, storage).
          extends: true,
          test: { name: 'shared', include, exclude: [...exclude, ...isolatedFiles], isolate: false },
        },
      ],
    },
  }),
);
