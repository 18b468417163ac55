import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/config/constants';

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

/**
 * Loads a chunk, retrying a failed `import()` a bounded number of times; rejects with a
 * `ChunkLoadError` once the tries are spent or the deadline passed, whichever comes first.
 */
export function loadChunk<T>(load: () => Promise<T>, options: ChunkRetryOptions = CHUNK_RETRY): Promise<T> {
  const attempts = (async () => {
    let last: unknown;
    for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        last = error;
        if (attempt < options.attempts) await wait(options.backoffMs * attempt);
      }
    }
    throw new ChunkLoadError(`Chunk failed to load after ${options.attempts} attempts`, { cause: last });
  })();
  return withDeadline(
    attempts,
    options.timeoutMs,
    () => new ChunkLoadError(`Chunk not loaded within ${options.timeoutMs} ms`),
  );
}

/** `React.lazy` whose import is retried (see `loadChunk`); the rejection is a `ChunkLoadError`. */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  options: ChunkRetryOptions = CHUNK_RETRY,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => loadChunk(load, options));
}
