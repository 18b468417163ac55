import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The hook remembers, for the page's life, that the first paint is past: a file that rendered the layout
// before this one in a shared fork would have spent it. A fresh module makes this the page's first render.
let useAfterFirstPaint: typeof import('./useAfterFirstPaint').useAfterFirstPaint;
beforeAll(async () => {
  vi.resetModules();
  ({ useAfterFirstPaint } = await import('./useAfterFirstPaint'));
});

function Page() {
  const painted = useAfterFirstPaint();
  return (
    <>
      <header>Header</header>
      {painted && <footer>Footer</footer>}
    </>
  );
}

describe('useAfterFirstPaint', () => {
  it('leaves the deferred part out of the first commit, then renders it; a later mount renders it at once', async () => {
    const { unmount } = render(<Page />);
    // The first commit: the header only (the footer must not delay it).
    expect(screen.getByText('Header')).toBeInTheDocument();
    expect(screen.queryByText('Footer')).not.toBeInTheDocument();
    expect(await screen.findByText('Footer')).toBeInTheDocument();
    unmount();

    render(<Page />);
    expect(screen.getByText('Footer')).toBeInTheDocument();
  });
});
