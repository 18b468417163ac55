import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { ensureMockBackendSeeded, resetMockBackend, switchScenario } from './reset';
import type { DeepPartial, Scenario, ScenarioName } from './scenarios';

export { mockState } from './lib/state';
export { setNow, advanceClock, resetClock, now } from './lib/clock';
export { db } from './db';
export { resetMockBackend };

ensureMockBackendSeeded();

/** msw/node server for vitest: `server.listen()` in a setup file, `resetMockBackend()` between tests. */
export const server = setupServer(...handlers);

/** Selects a named scenario (with deep-merged overrides) for the following requests. */
export function useScenario(name: ScenarioName, overrides?: DeepPartial<Scenario>): Scenario {
  return switchScenario(name, overrides);
}
