import type { QueryClient, QueryKey } from '@tanstack/query-core';

/** What an aborted fetch (or an aborted API call) rejects with. */
export const isAbortError = (error: unknown): boolean =>
  error instanceof Error && error.name === 'AbortError';

/** A signal that aborts when either of two does (AbortSignal.any is missing from older engines). */
function eitherSignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  const controller = new AbortController();
  const follow = (source: AbortSignal) => {
    if (source.aborted) controller.abort(source.reason);
    else source.addEventListener('abort', () => controller.abort(source.reason), { once: true });
  };
  follow(a);
  follow(b);
  return controller.signal;
}

export interface SharedFetch<T> {
  queryKey: QueryKey;
  staleTime?: number;
  /** Makes the request with the signal it is handed. */
  request(signal: AbortSignal): Promise<T>;
}

/**
 * `queryClient.fetchQuery` whose request is aborted when the caller's `signal` aborts (the machine
 * state that asked for it was left). Requests stay shared through the cache; a caller that joined
 * someone else's request which was then abandoned (a StrictMode remount, the same page asked for
 * twice) fetches again for itself instead of failing with the other caller's abort.
 */
export async function fetchShared<T>(
  queryClient: QueryClient,
  options: SharedFetch<T>,
  signal?: AbortSignal,
): Promise<T> {
  const run = () =>
    queryClient.fetchQuery({
      queryKey: options.queryKey,
      ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
      queryFn: (ctx) => options.request(signal ? eitherSignal(ctx.signal, signal) : ctx.signal),
    });
  try {
    return await run();
  } catch (error) {
    if (signal && !signal.aborted && isAbortError(error)) return run();
    throw error;
  }
}
