import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRum } from './startRum';

describe('startRum', () => {
  // jsdom has no sendBeacon; the browsers the site supports all do.
  beforeEach(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: vi.fn(() => true), configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('is off without a collector', () => {
    expect(startRum(undefined, () => 0)).toBe(false);
  });

  it('measures a page load with the probability of the sample rate', () => {
    const config = { url: '/rum', sampleRate: 0.25 };
    expect(startRum(config, () => 0.1)).toBe(true);
    expect(startRum(config, () => 0.25)).toBe(false);
    expect(startRum({ url: '/rum', sampleRate: 0 }, () => 0)).toBe(false);
  });

  it('is off in a browser without sendBeacon', () => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    expect(startRum({ url: '/rum', sampleRate: 1 }, () => 0)).toBe(false);
  });
});
