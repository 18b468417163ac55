import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from './useAfterFirstPaint';

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
