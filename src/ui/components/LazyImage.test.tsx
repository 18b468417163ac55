import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from './LazyImage';
import { FakeObserver } from '../../../tests/setup/intersection';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.instances = [];
});

describe('LazyImage', () => {
  it('requests nothing until within 1.3 viewports, then loads the source', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<LazyImage src="/img/a.png" alt="Game A" />);
    const img = screen.getByRole('img', { name: 'Game A' });
    expect(img).not.toHaveAttribute('src');
    expect(img).toHaveAttribute('data-state', 'pending');
    const observer = FakeObserver.instances.at(-1);
    expect(observer?.options.rootMargin).toBe('30% 0px 30% 0px');
    observer?.enter();
    expect(img).toHaveAttribute('src', '/img/a.png');
    expect(img).toHaveAttribute('data-state', 'loading');
  });

  it('tries three times with distinct URLs, then shows the default image', () => {
    render(<LazyImage src="/img/b.png" alt="Game B" />);
    const img = screen.getByRole('img', { name: 'Game B' });
    expect(img).toHaveAttribute('src', '/img/b.png');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/img/b.png?retry=1');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/img/b.png?retry=2');
    fireEvent.error(img);
    expect(img).toHaveAttribute('data-state', 'fallback');
    expect(img.getAttribute('src')).not.toContain('/img/b.png');
  });

  it('shows an image loaded once at once on remount, without waiting for the viewport', () => {
    const { unmount } = render(<LazyImage src="/img/c.png" alt="Game C" />);
    fireEvent.load(screen.getByRole('img', { name: 'Game C' }));
    unmount();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<LazyImage src="/img/c.png" alt="Game C" />);
    expect(screen.getByRole('img', { name: 'Game C' })).toHaveAttribute('src', '/img/c.png');
  });

  it('shows the default image when there is no source', () => {
    render(<LazyImage src={null} alt="No art" />);
    expect(screen.getByRole('img', { name: 'No art' })).toHaveAttribute('data-state', 'fallback');
  });
});
