import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode } from './QrCode';

/** One dark module of the drawn code, as the SVG path writes it. */
const DRAWN = 'h1v1h-1z';

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
});
