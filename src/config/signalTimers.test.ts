import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferSignalTimers, SignalTimer, waitLong } from './signalTimers';

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  preferSignalTimers(false);
  vi.useRealTimers();
});

describe('SignalTimer', () => {
  it('runs once after its delay, and not at all once cancelled', async () => {
    const fired: string[] = [];
    const kept = new SignalTimer(() => fired.push('kept'), 10);
    const dropped = new SignalTimer(() => fired.push('dropped'), 10);
    dropped.cancel();
    expect(fired).toEqual([]);
    await settle(60);
    expect(fired).toEqual(['kept']);
    kept.cancel();
    expect(fired).toEqual(['kept']);
  });

  it('turns into a number of its own, as a timer id does', () => {
    const a = new SignalTimer(() => undefined, 1000);
    const b = new SignalTimer(() => undefined, 1000);
    a.cancel();
    b.cancel();
    expect(Number(a)).toBeGreaterThan(0);
    expect(Number(b)).not.toBe(Number(a));
  });
});

describe('waitLong', () => {
  it('keeps the platform timer until the entry opts in, so a fake clock moves it', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    waitLong(run, 15_000);
    vi.advanceTimersByTime(15_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('on the signal timer once preferred: a fake clock no longer moves it, real time does', async () => {
    expect(preferSignalTimers()).toBe(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const run = vi.fn();
    const cancelOther = waitLong(() => run('cancelled'), 20);
    waitLong(() => run('kept'), 20);
    cancelOther();
    vi.advanceTimersByTime(15_000);
    expect(run).not.toHaveBeenCalled();
    vi.useRealTimers();
    await settle(80);
    expect(run.mock.calls).toEqual([['kept']]);
  });
});
