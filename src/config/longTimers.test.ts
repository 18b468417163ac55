import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLongTimeout, LONG_TIMER_MS, longTimerState, setLongTimeout } from './longTimers';

describe('long timers (ADR 048)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('runs a long timer after its delay and not before', () => {
    const run = vi.fn();
    setLongTimeout(run, 15_000);
    vi.advanceTimersByTime(14_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('holds one browser timer for many long ones, and a new one only for an earlier due time', () => {
    const browser = vi.spyOn(globalThis, 'setTimeout');
    const runs: number[] = [];
    setLongTimeout(() => runs.push(15), 15_000);
    for (const delay of [60_000, 300_000, 300_000, 20_000]) setLongTimeout(() => runs.push(delay), delay);
    expect(browser).toHaveBeenCalledTimes(1);
    setLongTimeout(() => runs.push(5), 5_000);
    expect(browser).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(300_000);
    expect(runs).toEqual([5, 15, 20_000, 60_000, 300_000, 300_000]);
    expect(longTimerState()).toEqual({ waiting: 0, armed: false });
  });

  it('clears a timer without touching the browser timer, and the others still run', () => {
    const clear = vi.spyOn(globalThis, 'clearTimeout');
    const kept = vi.fn();
    const cleared = vi.fn();
    const id = setLongTimeout(cleared, 15_000);
    setLongTimeout(kept, 20_000);
    clearLongTimeout(id);
    expect(clear).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20_000);
    expect(cleared).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledTimes(1);
  });

  it('passes short timers straight to the browser, clearable by their id', () => {
    const browser = vi.spyOn(globalThis, 'setTimeout');
    const run = vi.fn();
    const cleared = vi.fn();
    setLongTimeout(run, LONG_TIMER_MS - 1);
    clearLongTimeout(setLongTimeout(cleared, 10));
    expect(browser).toHaveBeenCalledTimes(2);
    expect(longTimerState().waiting).toBe(0);
    vi.advanceTimersByTime(LONG_TIMER_MS);
    expect(run).toHaveBeenCalledTimes(1);
    expect(cleared).not.toHaveBeenCalled();
  });

  it('runs a timer set from inside another and one set earlier than the armed one', () => {
    const order: string[] = [];
    setLongTimeout(() => {
      order.push('first');
      setLongTimeout(() => order.push('set inside'), 2_000);
    }, 10_000);
    setLongTimeout(() => order.push('late'), 30_000);
    vi.advanceTimersByTime(12_000);
    expect(order).toEqual(['first', 'set inside']);
    vi.advanceTimersByTime(18_000);
    expect(order).toEqual(['first', 'set inside', 'late']);
  });

  it('runs the other due timers when one throws, and reports the error', async () => {
    const after = vi.fn();
    const reported = new Promise<unknown>((resolve) => {
      const original = globalThis.queueMicrotask;
      vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) =>
        original(() => {
          try {
            task();
          } catch (error) {
            resolve(error);
          }
        }),
      );
    });
    setLongTimeout(() => {
      throw new Error('boom');
    }, 5_000);
    setLongTimeout(after, 5_000);
    vi.advanceTimersByTime(5_000);
    expect(after).toHaveBeenCalledTimes(1);
    await expect(reported).resolves.toEqual(new Error('boom'));
  });

  it('arms anew when the timer functions were swapped since (fake timers in and out)', () => {
    setLongTimeout(() => {}, 300_000);
    vi.useRealTimers();
    vi.useFakeTimers();
    const run = vi.fn();
    setLongTimeout(run, 400_000);
    vi.advanceTimersByTime(400_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
