/** Longest wait for a frame: a hidden tab gets none, and the work must still happen. */
const NO_FRAME_MS = 100;

/**
 * Runs `run` once the browser has painted the current frame: a task after the next animation frame,
 * or after 100 ms where no frame comes (a hidden tab). Where nothing paints (jsdom, no
 * requestAnimationFrame) it runs at once. For work that need not be part of a tap's answer (INP,
 * ADR 020): the answer paints first, the work is a later task.
 */
export function whenPainted(run: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined') {
    run();
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    run();
  };
  const fallback = setTimeout(once, NO_FRAME_MS);
  requestAnimationFrame(() => setTimeout(once, 0));
}

/** `whenPainted` as a promise. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => whenPainted(resolve));
}
