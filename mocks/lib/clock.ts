/**
 * The mock backend's clock. Everything time-based in the mock (SMS code expiry, session and
 * captcha timestamps) reads `now()`, so tests can move time without fake timers that would
 * also freeze msw's own scheduling.
 */
let offsetMs = 0;
let fixedMs: number | null = null;

export function now(): number {
  return fixedMs ?? Date.now() + offsetMs;
}

/** Pins the clock at an absolute time (ms). */
export function setNow(ms: number): void {
  fixedMs = ms;
}

/** Moves the clock forward (works pinned or running). */
export function advanceClock(ms: number): void {
  if (fixedMs !== null) fixedMs += ms;
  else offsetMs += ms;
}

export function resetClock(): void {
  offsetMs = 0;
  fixedMs = null;
}
