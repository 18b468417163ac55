import { whenPainted } from '@/config/afterNextPaint';

export interface RumConfig {
  /** The collector (`VITE_RUM_URL`). */
  url: string;
  /** The share of page loads measured, 0 to 1. */
  sampleRate: number;
}

/**
 * Field measurement (docs/deploy.md "Field measurement"): off unless a collector is configured; a
 * page load is measured or not as a whole, with probability `sampleRate`; the collector's code (and
 * web-vitals) is a chunk of its own, fetched after the first paint so the boot never waits for it.
 */
export function startRum(config: RumConfig | undefined, random: () => number = Math.random): boolean {
  if (!config || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  if (random() >= config.sampleRate) return false;
  whenPainted(() => {
    import('./collect').then(
      ({ collectWebVitals }) => collectWebVitals(config.url),
      // A chunk that fails to load costs the player nothing: this page load is simply not measured.
      () => undefined,
    );
  });
  return true;
}
