import '@testing-library/jest-dom/vitest';
import { readFileSync } from 'node:fs';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { resetMockBackend, server } from '@mocks/node';
import { onScenarioChange } from '@mocks/scenarios';
import { forgetExtensions } from '@/config/extensions';
import { discardPendingModals } from '@/ui/hooks/modals';
import { chunkLoadsSettled, pendingChunkLoads } from '@/ui/components/lazyWithRetry';
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
/** Chunk loads an earlier file left running (one hanging on purpose): not this file's to wait for. */
let earlierLoads: ReadonlySet<Promise<unknown>> = new Set();

beforeAll(() => {
  earlierLoads = pendingChunkLoads();
  const file = testFilePath();
  const source = testFileSource(file);
  sharedServer = !source.includes('setupServer(');
  touchesMockDirectly =
    source === '' || /[\\/]mocks[\\/]/.test(file) || /['"](@mocks\/|(\.\.\/)+mocks\/)/.test(source);
  if (sharedServer) server.listen({ onUnhandledRequest: 'error' });
});
/** Longest wait for a file's screen loads to settle before its environment goes. */
const CHUNK_SETTLE_MS = 10_000;

afterAll(async () => {
  // Files share one module graph: a screen's module still being evaluated when this file's environment
  // goes would stay failed for every later file ("part of the page failed to load").
  vi.useRealTimers();
  await Promise.race([
    chunkLoadsSettled(earlierLoads),
    new Promise((resolve) => setTimeout(resolve, CHUNK_SETTLE_MS)),
  ]);
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
  forgetExtensions();
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
