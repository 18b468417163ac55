import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { beginConsoleCapture, endConsoleCapture } from './console';

// The mock backend (msw server from @mocks/node) is wired in here once mocks/node.ts lands.
beforeEach(() => beginConsoleCapture());

afterEach(() => {
  cleanup();
  // Node-environment test files have no Web Storage.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  const unexpected = endConsoleCapture();
  if (unexpected.length > 0) {
    throw new Error(`Unexpected console output (declare it with expectConsole() if intended):\n${unexpected.join('\n')}`);
  }
});
