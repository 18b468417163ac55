import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeObserver } from '../../../tests/setup/intersection';
import { QrCode } from './QrCode';

/** One dark module of the drawn code, as the SVG path writes it. */
const DRAWN = 'h1v1h-1z';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.instances = [];
});

describe('QrCode', () => {
  it('holds its full size and name at once, then draws the code when the encoder has loaded', async () => {
    render(<QrCode value="https://example.test/app.apk" size={100} margin={10} label="Android app" />);
    const code = screen.getByRole('img', { name: 'Android app' });
    expect(code).toHaveAttribute('width', '100');
    expect(code).toHaveAttribute('height', '100');
    await waitFor(() => expect(code).toContainHTML(DRAWN));
  });

  it('draws at once on a later mount, once the encoder is loaded', async () => {
    const view = render(<QrCode value="https://example.test/a" label="First" />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'First' })).toContainHTML(DRAWN));
    view.unmount();
    render(<QrCode value="https://example.test/b" label="Second" />);
    expect(screen.getByRole('img', { name: 'Second' })).toContainHTML(DRAWN);
  });

  it('is not encoded while it is off screen (the footer below the fold), and is once it comes near', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<QrCode value="https://example.test/ios" size={100} margin={10} label="iOS app" />);
    const code = screen.getByRole('img', { name: 'iOS app' });
    // Long enough for the encoder chunk to load had it been asked for.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(code).not.toContainHTML(DRAWN);
    expect(code).toHaveAttribute('width', '100');
    expect(FakeObserver.instances[0]?.options.rootMargin).toBe('200px 0px');
    FakeObserver.instances[0]?.enter();
    await waitFor(() => expect(code).toContainHTML(DRAWN));
  });

  it('a code drawn once is drawn at once when shown again, even off screen', async () => {
    const view = render(<QrCode value="https://example.test/again" label="Menu code" />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Menu code' })).toContainHTML(DRAWN));
    view.unmount();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<QrCode value="https://example.test/again" label="Menu code" />);
    expect(screen.getByRole('img', { name: 'Menu code' })).toContainHTML(DRAWN);
  });
});
