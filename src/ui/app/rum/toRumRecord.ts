import type { MetricWithAttribution } from 'web-vitals/attribution';
import type { Language } from '@/config/languages';
import { rumRecord, type RumRecord } from '@/contracts/rum';

/** An address without query or fragment, or nothing when it is not an http(s) address. */
function withoutQuery(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, window.location.href);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    return `${parsed.origin}${parsed.pathname}`.slice(0, 300);
  } catch {
    return undefined;
  }
}

const ms = (value: number) => Math.max(0, Math.round(value));

/**
 * The reading's language as the field records name it (any shipped site code, ADR 051), or nothing for
 * a value that is no language code: such a reading is left out, never filed under another language.
 */
export function rumLanguage(language: Language): RumRecord['language'] | undefined {
  const parsed = rumRecord.shape.language.safeParse(language);
  return parsed.success ? parsed.data : undefined;
}

/**
 * One web-vitals reading as a field record: the value, its rating, and the attribution that says what
 * to fix (the LCP element and where its time went; the slow interaction's target and its parts; the
 * largest shift's source). Nothing else of the page is read.
 */
export function toRumRecord(
  metric: MetricWithAttribution,
  route: string,
  language: RumRecord['language'],
): RumRecord {
  const base = {
    metric: metric.name,
    value: metric.name === 'CLS' ? Math.max(0, metric.value) : ms(metric.value),
    rating: metric.rating,
    route,
    navigationType: metric.navigationType,
    language,
  } satisfies RumRecord;
  switch (metric.name) {
    case 'LCP': {
      const a = metric.attribution;
      const resource = withoutQuery(a.url);
      return {
        ...base,
        ...(a.target ? { target: a.target } : {}),
        ...(resource ? { resource } : {}),
        lcpParts: {
          timeToFirstByte: ms(a.timeToFirstByte),
          resourceLoadDelay: ms(a.resourceLoadDelay),
          resourceLoadDuration: ms(a.resourceLoadDuration),
          elementRenderDelay: ms(a.elementRenderDelay),
        },
      };
    }
    case 'INP': {
      const a = metric.attribution;
      return {
        ...base,
        ...(a.interactionTarget ? { target: a.interactionTarget } : {}),
        loadState: a.loadState,
        inpParts: {
          inputDelay: ms(a.inputDelay),
          processingDuration: ms(a.processingDuration),
          presentationDelay: ms(a.presentationDelay),
        },
      };
    }
    case 'CLS': {
      const a = metric.attribution;
      return {
        ...base,
        ...(a.largestShiftTarget ? { target: a.largestShiftTarget } : {}),
        ...(a.loadState ? { loadState: a.loadState } : {}),
      };
    }
    default:
      return base;
  }
}
