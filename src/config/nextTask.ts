interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a task of its own, so the work after it does not lengthen the current one: the
 * browser can paint and answer input in between (ADR 046). `scheduler.yield` where the browser has
 * it (its continuation runs before other queued tasks), a message otherwise (not clamped like a
 * nested timer).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
