import { RUM_MAX_BATCH, type RumEntry } from '@/contracts/rum';

export interface BeaconQueue {
  add(record: RumEntry): void;
  /** Sends what is queued (nothing when empty). */
  flush(): void;
}

export type SendBeacon = (url: string, body: Blob) => boolean;

/**
 * Field records go out in batches, with `sendBeacon`, when the page is hidden or closed (the moment
 * web-vitals finalises INP and CLS, and the last moment a page can send) or when a batch is full. A
 * beacon survives the page's unload, costs the main thread nothing while the player plays, and is sent
 * as `text/plain`, which a cross-origin collector can accept without a preflight.
 */
export function createBeaconQueue(url: string, send: SendBeacon): BeaconQueue {
  let queued: RumEntry[] = [];
  const flush = () => {
    while (queued.length > 0) {
      const batch = queued.slice(0, RUM_MAX_BATCH);
      queued = queued.slice(RUM_MAX_BATCH);
      const body = new Blob([JSON.stringify({ records: batch })], { type: 'text/plain;charset=UTF-8' });
      // A refused beacon (quota, page gone) is dropped: field data is a sample, never retried.
      send(url, body);
    }
  };
  return {
    add(record) {
      queued.push(record);
      if (queued.length >= RUM_MAX_BATCH) flush();
    },
    flush,
  };
}

/** Flushes `queue` whenever the page is hidden or unloaded. */
export function flushWhenHidden(queue: BeaconQueue, target: Window = window): void {
  target.document.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') queue.flush();
  });
  target.addEventListener('pagehide', () => queue.flush());
}
