import '@testing-library/jest-dom/vitest';
import { readFileSync } from 'node:fs';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { resetMockBackend, server } from '@mocks/node';
import { beginConsoleCapture, endConsoleCapture } from './console';

/**
 * Two msw servers in one file intercept every request twice, so a file that builds its own
 * (`setupServer(` in its source: contract-level client tests with bespoke handlers) keeps it and
 * the shared mock backend stays off there. Everything else runs against the full mock backend;
 * add per-test handlers with `server.use(...)` from `@mocks/node`.
 */
function fileHasOwnServer(): boolean {
  const file = expect.getState().testPath;
  if (!file) return false;
  try {
    return readFileSync(file, 'utf8').includes('setupServer(');
  } catch {
    return false;
  }
}

let sharedServer = false;

// Every request a test makes must hit a handler: an unhandled one is a missing mock or a wrong URL.
beforeAll(() => {
  sharedServer = !fileHasOwnServer();
  if (sharedServer) server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  if (sharedServer) server.close();
});

beforeEach(() => beginConsoleCapture());

afterEach(() => {
  cleanup();
  if (sharedServer) server.resetHandlers();
  resetMockBackend();
  // Node-environment test files have no Web Storage.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  const unexpected = endConsoleCapture();
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console output (declare it with expectConsole() if intended):\n${unexpected.join('\n')}`);
  }
});
