import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';
import { reloadForNewDeploy, reloadingForDeploy } from './deployReload';

/**
 * A code chunk that could not be loaded, after its retries or after the 120 s deadline (spec 01 §8:
 * "error named ChunkLoadError after 120 seconds"). The error boundary offers a reload for it: a
 * render retry would only meet the same failed module again.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** Messages browsers use for a failed `import()` (Chromium, WebKit, Firefox) and webpack-style chunk errors. */
const CHUNK_FAILURE_MESSAGE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading (CSS )?chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE_MESSAGE.test(error.message);
}

export interface ChunkRetryOptions {
  /** Tries in all, the first included. */
  attempts: number;
  /** Wait before the n-th retry: n × backoffMs (a flapping connection gets a moment to come back). */
  backoffMs: number;
  /** Deadline for the whole load, retries included. */
  timeoutMs: number;
}

export const CHUNK_RETRY: ChunkRetryOptions = {
  attempts: 3,
  backoffMs: 500,
  timeoutMs: CHUNK_LOAD_TIMEOUT_MS,
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Settles as `work` does, or rejects with `onTimeout()` once `ms` have passed, whichever comes first. */
export function withDeadline<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Chunk loads started and not yet over (`chunkLoadsSettled`). */
const pendingLoads = new Set<Promise<unknown>>();

/** The chunk loads not yet over, as they are now. */
export function pendingChunkLoads(): ReadonlySet<Promise<unknown>> {
  return new Set(pendingLoads);
}

/**
 * Resolves once every chunk load started so far and not in `ignore` is over (settled, past its
 * deadline, or given up for a reload), loads started meanwhile included. The test pool waits for it
 * before a file's environment goes: its files share one module graph, and a module whose evaluation
 * that teardown cut off would stay failed for every later file.
 */
export async function chunkLoadsSettled(ignore: ReadonlySet<Promise<unknown>> = new Set()): Promise<void> {
  for (;;) {
    const open = [...pendingLoads].filter((load) => !ignore.has(load));
    if (open.length === 0) return;
    await Promise.allSettled(open);
  }
}

/** The address a failed `import()` names (Chromium: "Failed to fetch dynamically imported module: <url>"). */
export function failedModuleUrl(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match = /dynamically imported module:?\s+(\S+)/i.exec(error.message);
  if (!match?.[1]) return null;
  try {
    const url = new URL(match[1], location.href);
    return url.origin === location.origin ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The same chunk under an address the browser has not failed yet: Chromium keeps a failed module fetch
 * in its module map for the page's life, so importing the same specifier again fails at once without a
 * request (ADR 016). A query makes it another module address on the same origin.
 */
function retryImport<T>(url: string, attempt: number): Promise<T> {
  const retry = new URL(url);
  retry.searchParams.set('retry', String(attempt));
  return import(/* @vite-ignore */ retry.href) as Promise<T>;
}

/**
 * Loads a chunk, retrying a failed `import()` a bounded number of times; rejects with a
 * `ChunkLoadError` once the tries are spent or the deadline passed, whichever comes first.
 */
export function loadChunk<T>(load: () => Promise<T>, options: ChunkRetryOptions = CHUNK_RETRY): Promise<T> {
  let over = () => {};
  /** The page is reloading onto a new deploy: the load is over, and it never settles. */
  const pageGoing = () => {
    over();
    return new Promise<never>(() => undefined);
  };
  const attempts = (async () => {
    let last: unknown;
    for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
      try {
        // Built sites only: there a chunk is a file of its own, which the query can name again.
        const url = attempt > 1 && import.meta.env.PROD ? failedModuleUrl(last) : null;
        const module = await (url ? retryImport<T>(url, attempt) : load());
        // Vite's preload helper resolves with nothing once its preload error was taken for a deploy
        // reload (main.tsx): the page is going, and a render of nothing would flash the error screen.
        if (module === undefined && reloadingForDeploy()) return await pageGoing();
        return module;
      } catch (error) {
        last = error;
        if (attempt < options.attempts) await wait(options.backoffMs * attempt);
      }
    }
    // A chunk gone after a deploy: the page reloads onto the new version and this load never settles.
    if (reloadForNewDeploy()) return pageGoing();
    throw new ChunkLoadError(`Chunk failed to load after ${options.attempts} attempts`, { cause: last });
  })();
  const result = withDeadline(
    attempts,
    options.timeoutMs,
    () => new ChunkLoadError(`Chunk not loaded within ${options.timeoutMs} ms`),
  );
  pendingLoads.add(result);
  over = () => pendingLoads.delete(result);
  result.then(over, over);
  return result;
}

/** A lazily loaded component that can be asked to start loading before it renders. */
export type PreloadableComponent<P extends object> = FunctionComponent<P> & {
  /** Starts the import (retried as a render's would be); settles when it has ended, never rejects. */
  preload(): Promise<void>;
};

/**
 * `React.lazy` whose import is retried (see `loadChunk`); the rejection is a `ChunkLoadError`.
 *
 * Once the chunk has arrived (through `preload` or an earlier render), the component renders the
 * module's own component at once, without suspending. A suspended screen is revealed only 300 ms after
 * its fallback at the earliest (React throttles Suspense reveals), and its data requests wait for that
 * reveal: on a first load, a screen's list would start 300 ms after the page could
 * have asked for it (ADR 020).
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  options: ChunkRetryOptions = CHUNK_RETRY,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    loading ??= loadChunk(load, options).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A later render tries afresh; `lazy` keeps a render's own failure (the boundary offers a reload).
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(start);
  function LazyComponent(props: P) {
    // Chosen once per mount: switching from the lazy one to the module's own when the chunk arrives
    // would unmount what the lazy one had rendered, state and focus included.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(LazyComponent, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}
