import '@testing-library/jest-dom/vitest';
import { readFileSync } from 'node:fs';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { resetMockBackend, server } from '@mocks/node';
import { onScenarioChange } from '@mocks/scenarios';
import { discardPendingModals } from '@/ui/hooks/modals';
import { beginConsoleCapture, endConsoleCapture } from './console';

/**
 * Two msw servers in one file intercept every request twice, so a file that builds its own
 * (`setupServer(` in its source: contract-level client tests with bespoke handlers) keeps it and
 * the shared mock backend stays off there. Everything else runs against the full mock backend;
 * add per-test handlers with `server.use(...)` from `@mocks/node`.
 */
function testFilePath(): string {
  return expect.getState().testPath ?? '';
}

function testFileSource(file: string): string {
  if (!file) return '';
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

let sharedServer = false;
/**
 * Reseeding takes ~20 ms, and path suites run thousands of tests that never touch the backend. A
 * file that imports the mock directly may change it in any way: always reset there. Elsewhere the
 * backend only changes through a request or a scenario switch, so reset only after one.
 */
let touchesMockDirectly = true;
let backendDirty = true;
server.events.on('request:start', () => {
  backendDirty = true;
});
onScenarioChange(() => {
  backendDirty = true;
});

// Every request a test makes must hit a handler: an unhandled one is a missing mock or a wrong URL.
beforeAll(() => {
  const file = testFilePath();
  const source = testFileSource(file);
  sharedServer = !source.includes('setupServer(');
  touchesMockDirectly =
    source === '' || /[\\/]mocks[\\/]/.test(file) || /['"](@mocks\/|(\.\.\/)+mocks\/)/.test(source);
  if (sharedServer) server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  if (sharedServer) server.close();
});

/**
 * jsdom neither fetches stylesheets nor fires their `load` (it applies no CSS at all), so a linked one
 * counts as arrived: the centres' chunks await theirs (`loadCentreStyles`) before they render.
 */
if (typeof document !== 'undefined' && typeof MutationObserver !== 'undefined') {
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLLinkElement && node.rel === 'stylesheet')
          node.dispatchEvent(new Event('load'));
      }
    }
  }).observe(document.head, { childList: true });
}

beforeEach(() => beginConsoleCapture());

afterEach(() => {
  cleanup();
  discardPendingModals();
  if (sharedServer) server.resetHandlers();
  if (touchesMockDirectly || backendDirty) {
    resetMockBackend();
    backendDirty = false;
  }
  // Node-environment test files have no Web Storage.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  const unexpected = endConsoleCapture();
  if (unexpected.length > 0) {
    throw new Error(
      `Unexpected console output (declare it with expectConsole() if intended):\n${unexpected.join('\n')}`,
    );
  }
});
