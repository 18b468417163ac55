import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  disableDeployReload,
  enableDeployReload,
  reloadForNewDeploy,
  setBeforeDeployReload,
} from './deployReload';
import { loadChunk } from './lazyWithRetry';

afterEach(() => {
  disableDeployReload();
  Reflect.deleteProperty(window.navigator, 'onLine');
});

const gone = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Old-abc.js'));

// ADR 041: a chunk gone after a deploy reloads the page once onto the new version.
describe('reload onto a new deploy', () => {
  it('does nothing until the production boot turns it on', () => {
    expect(reloadForNewDeploy()).toBe(false);
  });

  it('reloads once, after the waiting worker took over, and not again within a minute', async () => {
    const reload = vi.fn();
    const takeOver = vi.fn(() => Promise.resolve());
    enableDeployReload(reload);
    setBeforeDeployReload(takeOver);
    expect(reloadForNewDeploy()).toBe(true);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(takeOver).toHaveBeenCalledTimes(1);
    expect(reloadForNewDeploy()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads while the device is offline: the chunk is not gone, the network is', () => {
    const reload = vi.fn();
    enableDeployReload(reload);
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    expect(reloadForNewDeploy()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a chunk whose tries are spent reloads instead of rejecting', async () => {
    const reload = vi.fn();
    enableDeployReload(reload);
    const settled = vi.fn();
    void loadChunk(gone, { attempts: 2, backoffMs: 1, timeoutMs: 5_000 }).then(settled, settled);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(settled).not.toHaveBeenCalled();
  });

  it('the second failure within the minute is the chunk error it always was', async () => {
    enableDeployReload(vi.fn());
    expect(reloadForNewDeploy()).toBe(true);
    await expect(loadChunk(gone, { attempts: 1, backoffMs: 1, timeoutMs: 5_000 })).rejects.toMatchObject({
      name: 'ChunkLoadError',
    });
  });

  it('a reload the browser dropped is asked again, once the first has had its time', async () => {
    vi.useFakeTimers();
    try {
      const reload = vi.fn();
      enableDeployReload(reload);
      expect(reloadForNewDeploy()).toBe(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(reload).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(4_000);
      expect(reload).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(reload).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an import Vite gave up for the reload (it resolves with nothing) never settles: no error screen flashes', async () => {
    enableDeployReload(vi.fn());
    expect(reloadForNewDeploy()).toBe(true);
    const settled = vi.fn();
    void loadChunk(() => Promise.resolve(undefined), { attempts: 1, backoffMs: 1, timeoutMs: 5_000 }).then(
      settled,
      settled,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).not.toHaveBeenCalled();
  });
});
