/**
 * `promise`, except that once `signal` has aborted, its outcome never arrives.
 *
 * An actor stopped and started again from its snapshot (React's StrictMode remount: @xstate/react
 * stops the root and rehydrates it) runs its promise a second time, and xstate's promise logic still
 * takes the first run's outcome, since it arrives while the actor is active again. That outcome is the
 * abort of a request nobody wants, and it landed on the restarted machine as a failure ("system
 * error" in the lobby on the dev server). What a caller abandoned is nobody's answer: it stays pending
 * and is collected with the closures that hold it.
 */
export function unlessAbandoned<T>(signal: AbortSignal, promise: Promise<T>): Promise<T> {
  const never = () => new Promise<T>(() => undefined);
  return promise.then(
    (value) => (signal.aborted ? never() : value),
    (error: unknown) => (signal.aborted ? never() : Promise.reject(error)),
  );
}
