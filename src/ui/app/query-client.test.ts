import { describe, expect, it } from 'vitest';
import { signalTimeoutProvider } from './query-client';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the query cache on the signal timer', () => {
  it('fires what it keeps and cancels what the cache clears, with ids the cache can hold', async () => {
    const fired: string[] = [];
    const gc = signalTimeoutProvider.setTimeout(() => fired.push('gc'), 10);
    const stale = signalTimeoutProvider.setTimeout(() => fired.push('stale'), 10);
    signalTimeoutProvider.clearTimeout(stale);
    // An id of another provider (none should reach it) is ignored rather than thrown on.
    signalTimeoutProvider.clearTimeout(123);
    signalTimeoutProvider.clearTimeout(undefined);
    expect(Number.isFinite(Number(gc))).toBe(true);
    expect(Number(gc)).not.toBe(Number(stale));
    await settle(60);
    expect(fired).toEqual(['gc']);
  });
});
