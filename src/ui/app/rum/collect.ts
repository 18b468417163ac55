import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { currentLanguage } from '@/i18n';
import { createBeaconQueue, flushWhenHidden } from './beaconQueue';
import { reportSchemaDrift } from './drift';
import { rumRoute } from './rumRoute';
import { targetSelector } from './targetSelector';
import { rumLanguage, toRumRecord } from './toRumRecord';

/**
 * Observes the page's Web Vitals with web-vitals' attribution build and beacons them to `url`. Loaded
 * after the first paint (`startRum`): web-vitals reads the buffered performance entries, so LCP, FCP
 * and TTFB are not lost by starting late, and the boot does not wait for it.
 */
export function collectWebVitals(url: string): void {
  const queue = createBeaconQueue(url, (to, body) => navigator.sendBeacon(to, body));
  flushWhenHidden(queue);
  // Answers that failed their contract leave with the vitals, on the same sampled page loads (ADR 052).
  reportSchemaDrift(queue);
  const report = (metric: MetricWithAttribution) => {
    const language = rumLanguage(currentLanguage());
    if (!language) return;
    // The route of the moment the value is final: an LCP is final on the first input, an INP and a CLS
    // when the page is hidden, and each is filed under the page the player was on then.
    queue.add(toRumRecord(metric, rumRoute(location.pathname, location.search), language));
  };
  const options = { generateTarget: targetSelector };
  onLCP(report, options);
  onINP(report, options);
  onCLS(report, options);
  onTTFB(report);
  onFCP(report);
}
