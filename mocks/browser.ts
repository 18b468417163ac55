import { playGameRound, readGameRound } from './lib/game-rounds';
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { mockState, onMutation } from './lib/state';
import { restoreSnapshot, takeSnapshot, type Snapshot } from './lib/snapshot';
import { isMockProfile, useProfile, type MockProfile } from './profiles';
import { ensureMockBackendSeeded, resetMockBackend, switchScenario } from './reset';
import {
  activeScenario,
  isScenarioName,
  scenarios,
  type FaultMap,
  type RouteFault,
  type ScenarioName,
} from './scenarios';

const SCENARIO_KEY = 'mockScenario';
const STATE_KEY = 'mockDbState';

interface PersistedState {
  scenario: ScenarioName;
  snapshot: Snapshot;
  lastSmsCode: string | null;
  lastCaptchaAnswer: string | null;
}

export interface WpsMockControl {
  readonly scenario: ScenarioName;
  setScenario(name: ScenarioName): void;
  /** Makes one route (key like `session.login`, or a path) fail the given way until cleared with `null`. */
  setFault(route: string, fault: RouteFault | null): void;
  lastCaptchaAnswer(): string | null;
  lastSmsCode(): string | null;
  lastSliderX(): number | null;
  reset(): void;
}

declare global {
  interface Window {
    __WPS_MOCK__?: WpsMockControl;
  }
}

let persistQueued = false;

/**
 * Every handled request may write (GETs too: captcha images, recent games), and a full snapshot costs
 * tens of milliseconds: a burst of requests is persisted once, after the burst. Leaving the page
 * persists at once, so a reload right after a write still finds it.
 */
function schedulePersist(): void {
  if (persistQueued) return;
  persistQueued = true;
  setTimeout(flushPersist, 0);
}

function flushPersist(): void {
  if (!persistQueued) return;
  persistQueued = false;
  persist();
}

function persist(): void {
  const state: PersistedState = {
    scenario: activeScenario().name,
    snapshot: takeSnapshot(),
    lastSmsCode: mockState.lastSmsCode(),
    lastCaptchaAnswer: mockState.lastCaptchaAnswer(),
  };
  try {
    sessionStorage.setItem(STATE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked: the mock keeps working, only reloads lose state.
  }
}

function restore(scenario: ScenarioName): void {
  const raw = sessionStorage.getItem(STATE_KEY);
  if (!raw) return;
  try {
    const state = JSON.parse(raw) as PersistedState;
    if (state.scenario !== scenario) return;
    restoreSnapshot(state.snapshot);
    if (state.lastSmsCode) mockState.setLastSmsCode(state.lastSmsCode);
    if (state.lastCaptchaAnswer) mockState.setLastCaptchaAnswer(state.lastCaptchaAnswer);
  } catch {
    sessionStorage.removeItem(STATE_KEY);
  }
}

/** Picks the scenario: `?scenario=` wins and is remembered in sessionStorage for later navigations. */
function initialScenario(): ScenarioName {
  const fromUrl = new URLSearchParams(window.location.search).get('scenario');
  if (isScenarioName(fromUrl)) {
    if (sessionStorage.getItem(SCENARIO_KEY) !== fromUrl) sessionStorage.removeItem(STATE_KEY);
    sessionStorage.setItem(SCENARIO_KEY, fromUrl);
    return fromUrl;
  }
  const stored = sessionStorage.getItem(SCENARIO_KEY);
  return isScenarioName(stored) ? stored : 'default';
}

/**
 * The mock game page (in the site's frame, or a window the site opened) asks for its rounds here:
 * it runs in an opaque origin the service worker does not serve (ADR 034).
 */
function answerGameRound(event: MessageEvent): void {
  const round = readGameRound(event.data);
  if (!round || !event.source) return;
  const result = playGameRound(round);
  const label =
    typeof (event.data as { label?: unknown }).label === 'string'
      ? (event.data as { label: string }).label
      : round.kind;
  event.source.postMessage({ type: 'wps-mock-game-round-result', label, ...result }, { targetOrigin: '*' });
}

const PROFILE_KEY = 'mockProfile';

/** Picks the profile (ADR 050): `?profile=` wins and is remembered for later navigations in the tab. */
function initialProfile(): MockProfile {
  const fromUrl = new URLSearchParams(window.location.search).get('profile');
  if (isMockProfile(fromUrl)) {
    if (sessionStorage.getItem(PROFILE_KEY) !== fromUrl) sessionStorage.removeItem(STATE_KEY);
    sessionStorage.setItem(PROFILE_KEY, fromUrl);
    return fromUrl;
  }
  const stored = sessionStorage.getItem(PROFILE_KEY);
  return isMockProfile(stored) ? stored : 'full';
}

/** Starts the MSW service worker with every handler (dev server, demo build, Storybook). */
export async function startWorker(): Promise<WpsMockControl> {
  useProfile(initialProfile());
  const scenario = initialScenario();
  ensureMockBackendSeeded();
  switchScenario(scenario);
  restore(scenario);
  onMutation(schedulePersist);
  window.addEventListener('pagehide', flushPersist);
  window.addEventListener('message', answerGameRound);

  // Faults set at run time (e2e tests) on top of the scenario's own.
  let faults: FaultMap = {};

  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });

  const control: WpsMockControl = {
    get scenario() {
      return activeScenario().name;
    },
    setScenario(name) {
      sessionStorage.setItem(SCENARIO_KEY, name);
      sessionStorage.removeItem(STATE_KEY);
      faults = {};
      switchScenario(name);
    },
    setFault(route, fault) {
      const { [route]: _cleared, ...rest } = faults;
      faults = fault ? { ...rest, [route]: fault } : rest;
      // Only the fault map is overridden: the db, sessions and the scenario's own faults stay as they are.
      const name = activeScenario().name;
      switchScenario(name, { faults: { ...scenarios[name].faults, ...faults } });
    },
    lastCaptchaAnswer: () => mockState.lastCaptchaAnswer(),
    lastSmsCode: () => mockState.lastSmsCode(),
    lastSliderX: () => mockState.lastSliderX(),
    reset() {
      const current = activeScenario().name;
      sessionStorage.removeItem(STATE_KEY);
      resetMockBackend();
      switchScenario(current);
    },
  };
  window.__WPS_MOCK__ = control;
  return control;
}
