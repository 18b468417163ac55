import type { ApiError } from './errors';

/**
 * The "session is gone" signal: the API client emits it on a 401 or a session errorCode, and
 * whoever owns the session (the shell) clears it and asks the visitor to log in again.
 */
type SessionExpiredListener = (error: ApiError) => void;

const listeners = new Set<SessionExpiredListener>();

export function onSessionExpired(fn: SessionExpiredListener): () => void {
  listeners.add(fn);
  return () => {
    listeners.delete(fn);
  };
}

export function emitSessionExpired(error: ApiError): void {
  // Copy first: a listener may unsubscribe itself while we iterate.
  for (const fn of [...listeners]) {
    try {
      fn(error);
    } catch (listenerError) {
      // One broken listener must not stop the others from ending the session.
      console.error('session-expired listener failed', listenerError);
    }
  }
}
