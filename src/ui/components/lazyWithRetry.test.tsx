import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithRetry } from './lazyWithRetry';

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

/** The smallest error boundary: what a failed chunk leaves on screen. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Failed</p> : this.props.children;
  }
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

  it('loads afresh for a mount after a render whose load failed', async () => {
    let deployed = false;
    const load = vi.fn(() =>
      deployed
        ? Promise.resolve({ default: Counter })
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module: /b.js')),
    );
    const Lazy = lazyWithRetry(load, FAST);
    const tree = (
      <Boundary>
        <Suspense fallback={<p>Loading</p>}>
          <Lazy label="Inbox" />
        </Suspense>
      </Boundary>
    );
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = render(tree);
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    first.unmount();
    spy.mockRestore();
    deployed = true;
    render(tree);
    expect(await screen.findByRole('button', { name: 'Inbox 0' })).toBeInTheDocument();
  });
});
