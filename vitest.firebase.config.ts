import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The Firebase Auth emulator suite (ADR 047): the site's real Firebase provider against the emulator
 * that `firebase emulators:exec` starts. Kept out of vitest.config.ts (whose globs do not reach
 * tests/firebase) because it needs the emulator; scripts/firebase-emulator.mjs runs it.
 */
/**
 * Phone sign-in (RecaptchaVerifier, signInWithPhoneNumber) exists only in @firebase/auth's browser build;
 * Node's resolution would pick its node build, which refuses it. The site runs the browser build, so
 * the tests do too: firebase is inlined (bundled by Vite, not required by Node) and resolved to it.
 */
const requireFromFirebase = createRequire(createRequire(import.meta.url).resolve('firebase/package.json'));
const authPackage = dirname(requireFromFirebase.resolve('@firebase/auth/package.json'));

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    resolve: {
      alias: [{ find: /^@firebase\/auth$/, replacement: join(authPackage, 'dist/esm/index.js') }],
    },
    test: {
      server: { deps: { inline: [/node_modules\/(@firebase\/|firebase\/)/] } },
      name: 'firebase',
      include: ['tests/firebase/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./tests/setup/vitest.setup.ts'],
      testTimeout: 30000,
      hookTimeout: 30000,
      pool: 'forks',
      maxWorkers: 1,
      restoreMocks: true,
    },
  }),
);
