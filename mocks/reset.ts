import { resetClock } from './lib/clock';
import { resetGameSessions } from './lib/game-rounds';
import { mockState } from './lib/state';
import { resetProfile } from './profiles';
import { applyWalletSetup, resetLedgerStore } from './lib/ledger-store';
import {
  activeScenario,
  useScenario as selectScenario,
  type DeepPartial,
  type Scenario,
  type ScenarioName,
} from './scenarios';
import { seedDb } from './seed';

let seededData = '';

function dataKey(s: Scenario): string {
  return JSON.stringify(s.data);
}

/** Reseeds only when needed: data-volume scenarios (emptyLobbies, manyGames) change the seed. */
function ensureSeeded(force = false): void {
  const key = dataKey(activeScenario());
  if (force || key !== seededData) {
    seedDb();
    seededData = key;
  }
}

/** Switches scenario (runner-level): reseeds the db when the scenario's data volume differs. */
export function switchScenario(name: ScenarioName, overrides?: DeepPartial<Scenario>): Scenario {
  const s = selectScenario(name, overrides);
  ensureSeeded();
  applyWalletSetup(s);
  return s;
}

/** Back to the default scenario with a freshly seeded db, clock and observable state. */
export function resetMockBackend(): void {
  resetProfile();
  selectScenario('default');
  resetClock();
  mockState.reset();
  resetLedgerStore();
  resetGameSessions();
  ensureSeeded(true);
}

export function ensureMockBackendSeeded(): void {
  if (!seededData) ensureSeeded(true);
}
