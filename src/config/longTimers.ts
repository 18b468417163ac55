/**
 * Long timers share one browser timer (ADR 048).
 *
 * The query cache arms a garbage-collection timer for every query and a staleness timer for every
 * observer, and the API client a deadline for every request: dozens of timers of seconds to minutes,
 * armed and cleared in the page's first second. Each `setTimeout` and `clearTimeout` is cheap alone,
 * but a traced page (Lighthouse, a profiler) records a script stack for each, and a phone's browser
 * wakes for each. Here a timer of a second or more joins one list and only the earliest of them
 * holds a real timer; clearing one only drops it from the list. Shorter timers (a frame, a retry's
 * backoff) pass straight through: they fire soon anyway.
 *
 * The due times are wall-clock (`Date.now()`) so that tests' fake timers, which move the clock and
 * the timers together, drive them as they drive the real ones.
 */

/** Delays below this pass straight to the browser. */
export const LONG_TIMER_MS = 1_000;

/** An id of this module's: not interchangeable with the browser's. */
export type LongTimerId = number;

interface Entry {
  due: number;
  run: () => void;
}

const entries = new Map<LongTimerId, Entry>();
/** Ids of short timers handed to the browser: their clear goes to the browser too. */
const passedThrough = new Map<LongTimerId, ReturnType<typeof setTimeout>>();
let lastId = 0;
let armed: { at: number; timer: ReturnType<typeof setTimeout>; host: typeof setTimeout } | null = null;

function earliestDue(): number {
  let earliest = Infinity;
  for (const entry of entries.values()) if (entry.due < earliest) earliest = entry.due;
  return earliest;
}

/**
 * Holds one browser timer for the earliest entry, unless one already fires by then. A timer armed
 * through another `setTimeout` (tests swap fake timers in and out) is taken as gone.
 */
function arm(): void {
  const due = earliestDue();
  if (due === Infinity) return;
  const sameHost = armed?.host === globalThis.setTimeout;
  if (armed && sameHost && armed.at <= due) return;
  if (armed && sameHost) clearTimeout(armed.timer);
  armed = {
    at: due,
    timer: setTimeout(fire, Math.max(0, due - Date.now())),
    host: globalThis.setTimeout,
  };
}

/** Runs every entry that is due, in the order of their due times, then arms for the next. */
function fire(): void {
  armed = null;
  const now = Date.now();
  const due = [...entries].filter(([, e]) => e.due <= now).sort(([, a], [, b]) => a.due - b.due);
  for (const [id] of due) entries.delete(id);
  arm();
  for (const [, entry] of due) {
    // One failing callback must not cancel the others, as separate browser timers would not.
    try {
      entry.run();
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

/** `setTimeout` for a callback that may wait with others; the id is only for `clearLongTimeout`. */
export function setLongTimeout(run: () => void, delayMs: number): LongTimerId {
  const id = ++lastId;
  if (!(delayMs >= LONG_TIMER_MS)) {
    passedThrough.set(
      id,
      setTimeout(() => {
        passedThrough.delete(id);
        run();
      }, delayMs),
    );
    return id;
  }
  entries.set(id, { due: Date.now() + delayMs, run });
  arm();
  return id;
}

/** Cancels a timer of `setLongTimeout`'s; an unknown or spent id is ignored, as the browser does. */
export function clearLongTimeout(id: LongTimerId | undefined): void {
  if (id === undefined) return;
  const short = passedThrough.get(id);
  if (short !== undefined) {
    passedThrough.delete(id);
    clearTimeout(short);
    return;
  }
  // The browser timer stays armed: when it fires with nothing due, it arms for what remains.
  entries.delete(id);
}

/** How many long timers wait, and whether a browser timer is armed for them (for tests). */
export function longTimerState(): { waiting: number; armed: boolean } {
  return { waiting: entries.size, armed: armed !== null };
}
