import { startTransition, useEffect, useState } from 'react';

/** Longest wait for an idle moment before the deferred parts render anyway. */
const IDLE_TIMEOUT_MS = 1_000;

let painted = false;

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

/**
 * False on the page's first render, true once it has committed and the browser had an idle moment
 * (at most a second later). Parts below the fold or off to the side (footer, right-side shortcuts)
 * wait for it, so the first commit, and with it the first banner (the page's largest paint), does
 * not wait for their rendering (LCP, ADR 020). Their rendering is a transition: a tap
 * in the meantime goes first. Later mounts (a layout after a standalone page) render at once.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    return whenIdle(() => {
      painted = true;
      startTransition(() => setReady(true));
    });
  }, [ready]);
  return ready;
}
