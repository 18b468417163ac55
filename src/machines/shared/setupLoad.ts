import { assign, type EventObject } from 'xstate';
import { errorOf, keyed } from './configParts';
import { toFailure, type Failure } from './failure';

/**
 * What a money page loads before its form may be used (the limits, the balance, the wallets: spec 01
 * §2), written once for every money machine: `loading` asks, the answer is kept and may lead elsewhere
 * first (disabled, a missing prerequisite, a single wallet), and a failure or the client's timeout
 * (ADR 013) leads to `loadFailed`, where only the retry event leads on. A machine spreads
 * `setupLoadStates({ … })` into its `states`, naming its actor, its retry event and its branches, and
 * `setupLoadActions` into its `setup`, saying where the loaded value goes in its context.
 */

/** The tags the two states carry. */
export type SetupLoadTag = 'loading' | 'loadFailed';

/** After a failed load: ask again (`<prefix>.retry`). */
export interface RetryEvent<Prefix extends string> {
  type: `${Prefix}.retry`;
}

export interface SetupLoadOptions<
  Load extends string,
  Retry extends string,
  Ready extends string,
  Guard extends string,
  Target extends string,
  RetryAction extends string,
> {
  /** The actor that loads (its output is what the page needs). */
  load: Load;
  /** The event that asks again after a failed load. */
  retry: Retry;
  /** Where the loaded page leads when no branch holds: the form. */
  ready: Ready;
  /**
   * Guard name → state: each guard (params `{ setup }`) is asked of what was loaded, in the order
   * written, before `ready`.
   */
  branches?: Record<Guard, Target>;
  /** An action run when the retry leaves `loadFailed` (what a stale submit left behind). */
  onRetry?: RetryAction;
}

const setupOf = <Setup>({ event }: { event: { output: Setup } }) => ({ setup: event.output });
/** `loading` and `loadFailed`, for `...setupLoadStates({ … })` in a machine's `states`. */
export function setupLoadStates<
  const Load extends string,
  const Retry extends string,
  const Ready extends string,
  const Guard extends string = never,
  const Target extends string = never,
  const RetryAction extends string = never,
>(options: SetupLoadOptions<Load, Retry, Ready, Guard, Target, RetryAction>) {
  const keep = { type: 'keepSetup' as const, params: setupOf };
  // The keys are exactly the Guard names the options were typed with.
  const written = Object.entries(options.branches ?? {}) as Array<[Guard, Target]>;
  const branches = written.map(([when, target]) => ({
    guard: { type: when, params: setupOf },
    target,
    actions: keep,
  }));
  const retry =
    options.onRetry === undefined ? 'loading' : { target: 'loading' as const, actions: options.onRetry };
  return {
    loading: {
      tags: ['loading'] as const,
      invoke: {
        id: options.load,
        src: options.load,
        onDone: [...branches, { target: options.ready, actions: keep }],
        // The client's timeout ends a call that never answers (ADR 013): it arrives here as a failure.
        onError: { target: 'loadFailed' as const, actions: { type: 'setFailure' as const, params: errorOf } },
      },
    },
    loadFailed: { tags: ['loadFailed'] as const, on: keyed(options.retry, retry) },
  };
}

/**
 * The two actions the states name: `keepSetup` lays `place(setup)` over the context and clears the
 * failure; `setFailure` keeps the load's failure for `loadFailed` to show.
 */
export function setupLoadActions<
  Context extends { failure: Failure | null },
  Event extends EventObject,
  Setup,
>(place: (setup: Setup) => Partial<Context>) {
  return {
    keepSetup: assign<Context, Event, { setup: Setup }, Event, never>(({ context }, params) => ({
      ...context,
      ...place(params.setup),
      failure: null,
    })),
    setFailure: assign<Context, Event, { error: unknown }, Event, never>(({ context }, params) => ({
      ...context,
      failure: toFailure(params.error),
    })),
  };
}

/** What every screen of a loaded form draws from the load (ADR 013: screens select slices). */
export const selectSetupLoad = (s: { hasTag(tag: 'loading' | 'loadFailed'): boolean }) => ({
  loading: s.hasTag('loading'),
  loadFailed: s.hasTag('loadFailed'),
});
