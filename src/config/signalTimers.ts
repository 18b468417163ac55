/**
 * Long waits that mostly never fire (ADR 049): the query cache's collection and staleness timers and the
 * API client's request deadlines. On a browser with `AbortSignal.timeout` they wait on its signal instead
 * of `setTimeout`: Chromium records the script stack of every `setTimeout` and `clearTimeout` while the
 * page is traced (DevTools, Lighthouse), and a load arms dozens of these, while the signal's timer is not
 * a script timer and records nothing. The browser entry opts in (`preferSignalTimers`); everything else,
 * the unit suite and its fake clocks included, keeps the platform's timers.
 */

/** Stops a wait that has not fired yet; a no-op after it fired. */
export type CancelWait = () => void;

let nextId = 1;

/**
 * One wait on an `AbortSignal.timeout` signal. TanStack Query keeps timer ids as numbers or values that
 * turn into one, hence the primitive.
 */
export class SignalTimer {
  readonly #id = nextId++;
  #signal: AbortSignal | null;
  readonly #fire: () => void;

  constructor(run: () => void, ms: number) {
    this.#fire = () => {
      this.#signal = null;
      run();
    };
    this.#signal = AbortSignal.timeout(Math.max(0, ms));
    this.#signal.addEventListener('abort', this.#fire, { once: true });
  }

  cancel(): void {
    this.#signal?.removeEventListener('abort', this.#fire);
    this.#signal = null;
  }

  [Symbol.toPrimitive](): number {
    return this.#id;
  }
}

/** Whether this platform has the signal timer at all (Safari before 16 and Node before 17.3 do not). */
function hasSignalTimers(): boolean {
  return typeof AbortSignal !== 'undefined' && typeof AbortSignal.timeout === 'function';
}

function platformWait(run: () => void, ms: number): CancelWait {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
}

function signalWait(run: () => void, ms: number): CancelWait {
  const timer = new SignalTimer(run, ms);
  return () => timer.cancel();
}

let wait: (run: () => void, ms: number) => CancelWait = platformWait;

/** Runs `run` after `ms` unless cancelled: on the signal timer once the entry has opted in. */
export function waitLong(run: () => void, ms: number): CancelWait {
  return wait(run, ms);
}

/**
 * The browser entry's choice, made once before the first request; `false` goes back to the platform's
 * timers. Returns whether the signal timer is now in use.
 */
export function preferSignalTimers(prefer = true): boolean {
  const use = prefer && hasSignalTimers();
  wait = use ? signalWait : platformWait;
  return use;
}
