import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { chunkLoadsSettled, failedModuleUrl, lazyWithRetry, pendingChunkLoads } from './lazyWithRetry';

const FAST = { attempts: 2, backoffMs: 1, timeoutMs: 5_000 };

/** A screen with state of its own, to tell a re-render from a remount. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

describe('lazyWithRetry', () => {
  it('renders a preloaded component at once, without its fallback', async () => {
    const Lazy = lazyWithRetry(() => Promise.resolve({ default: Counter }), FAST);
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy label="Promotions" />
      </Suspense>,
    );
    // Synchronously: a suspended screen's reveal would wait for React's Suspense throttle.
    expect(screen.getByRole('button', { name: 'Promotions 0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the fallback until a component it was not told to preload arrives', async () => {
    const Lazy = lazyWithRetry(() => Promise.resolve({ default: Counter }), FAST);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy label="Lobby" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Lobby 0' })).toBeInTheDocument();
  });

  it('keeps a component mounted through the lazy path when it re-renders after its chunk arrived', async () => {
    const Lazy = lazyWithRetry(() => Promise.resolve({ default: Counter }), FAST);
    const view = render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy label="Lobby" />
      </Suspense>,
    );
    const button = await screen.findByRole('button', { name: 'Lobby 0' });
    act(() => button.click());
    view.rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy label="Lobby!" />
      </Suspense>,
    );
    // Still the same instance: its count survived the parent's new props.
    expect(screen.getByRole('button', { name: 'Lobby! 1' })).toBeInTheDocument();
  });

  it('loads once for a preload and the render that follows', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Counter }));
    const Lazy = lazyWithRetry(load, FAST);
    const preloaded = Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy label="VIP" />
      </Suspense>,
    );
    await preloaded;
    expect(await screen.findByRole('button', { name: 'VIP 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('settles a failed preload quietly and lets the render try again', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Counter }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /a.js'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /a.js'))
      .mockResolvedValue({ default: Counter });
    const Lazy = lazyWithRetry(load, FAST);
    await expect(Lazy.preload()).resolves.toBeUndefined();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy label="Help" />
      </Suspense>,
    );
    expect(await screen.findByRole('button', { name: 'Help 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('says when the loads started so far have settled', async () => {
    let arrive: (module: { default: typeof Counter }) => void = () => undefined;
    const Lazy = lazyWithRetry(
      () => new Promise<{ default: typeof Counter }>((resolve) => (arrive = resolve)),
      FAST,
    );
    // Loads another file left running are not this one's.
    const earlier = pendingChunkLoads();
    void Lazy.preload();
    let settled = false;
    const done = chunkLoadsSettled(earlier).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    arrive({ default: Counter });
    await done;
    expect(settled).toBe(true);
  });
});

describe('failedModuleUrl (ADR 016)', () => {
  it('names the same-origin chunk a failed import names, so its retry can ask for it under another address', () => {
    const chunk = new URL('/assets/NoticePage-abc123.js', location.href).href;
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${chunk}`))).toBe(
      chunk,
    );
    expect(
      failedModuleUrl(new TypeError('Failed to fetch dynamically imported module: https://cdn.example/x.js')),
    ).toBeNull();
    expect(failedModuleUrl(new Error('render failed'))).toBeNull();
  });
});
