import { useEffect, useState } from 'react';
import { whenPainted } from '@/config/afterNextPaint';

/**
 * False until the frame that first rendered `key` has painted, then true. A tap that opens
 * something heavy (a centre's page and its form) then paints its answer, the frame and a skeleton,
 * at once, and the heavy part renders as a later task instead of inside the tap's frame (INP,
 * ADR 020). A new `key` (another page) starts over. Where nothing paints (jsdom without
 * animation frames) it turns true straight after the first commit.
 *
 * Not a transition on purpose: a transition that meets a page whose chunk is still loading waits for
 * it, and holds every other transition of the app (the deferred footer, the home blocks) with it.
 */
export function useShownAfterPaint(key: string): boolean {
  const [shownKey, setShownKey] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    whenPainted(() => {
      if (live) setShownKey(key);
    });
    return () => {
      live = false;
    };
  }, [key]);
  return shownKey === key;
}
