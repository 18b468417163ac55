import { describe, expect, it } from 'vitest';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { rumRecord } from '@/contracts/rum';
import { rumLanguage, toRumRecord } from './toRumRecord';

const base = { delta: 0, id: 'v1', entries: [], navigationType: 'navigate', navigationId: 1 } as const;

const lcp = {
  ...base,
  name: 'LCP',
  value: 1834.6,
  rating: 'needs-improvement',
  attribution: {
    target: 'main.home>div.banner>img.lazy-image',
    url: 'https://img.example.com/banner.webp?token=abc&user=player01',
    timeToFirstByte: 120.4,
    resourceLoadDelay: 300,
    resourceLoadDuration: 900.2,
    elementRenderDelay: 514,
  },
} as unknown as MetricWithAttribution;

const inp = {
  ...base,
  name: 'INP',
  value: 232,
  rating: 'needs-improvement',
  attribution: {
    interactionTarget: 'button.game-card',
    loadState: 'complete',
    inputDelay: 12,
    processingDuration: 180,
    presentationDelay: 40,
    processedEventEntries: [],
    longAnimationFrameEntries: [],
  },
} as unknown as MetricWithAttribution;

const cls = {
  ...base,
  name: 'CLS',
  value: 0.0412,
  rating: 'good',
  attribution: { largestShiftTarget: 'footer.footer', loadState: 'dom-content-loaded' },
} as unknown as MetricWithAttribution;

describe('toRumRecord', () => {
  it('keeps the LCP element and where its time went, and drops the picture query', () => {
    const record = toRumRecord(lcp, '/', 'EN');
    expect(record).toMatchObject({
      metric: 'LCP',
      value: 1835,
      target: 'main.home>div.banner>img.lazy-image',
      resource: 'https://img.example.com/banner.webp',
      lcpParts: {
        timeToFirstByte: 120,
        resourceLoadDelay: 300,
        resourceLoadDuration: 900,
        elementRenderDelay: 514,
      },
    });
    expect(JSON.stringify(record)).not.toMatch(/player01|token/);
  });

  it('keeps the slow interaction target and its three parts', () => {
    expect(toRumRecord(inp, '/rng', 'MY')).toMatchObject({
      metric: 'INP',
      value: 232,
      target: 'button.game-card',
      inpParts: { inputDelay: 12, processingDuration: 180, presentationDelay: 40 },
    });
  });

  it('keeps CLS as a score, not milliseconds', () => {
    expect(toRumRecord(cls, '/', 'CN')).toMatchObject({
      metric: 'CLS',
      value: 0.0412,
      target: 'footer.footer',
    });
  });

  it('gives records the collector accepts', () => {
    for (const metric of [lcp, inp, cls])
      expect(rumRecord.safeParse(toRumRecord(metric, '/', 'EN')).success).toBe(true);
  });

  it('files a reading under every shipped language, Vietnamese included (ADR 051)', () => {
    expect(rumLanguage('CN')).toBe('CN');
    expect(rumLanguage('VI')).toBe('VI');
    expect(rumRecord.safeParse(toRumRecord(lcp, '/', 'VI')).success).toBe(true);
  });
});
