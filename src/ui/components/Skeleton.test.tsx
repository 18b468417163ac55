/* eslint-disable testing-library/no-node-access -- a skeleton is decorative (aria-hidden): no role or name reaches
   it, so the test reads the element itself. */
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

const css = readFileSync(join(__dirname, 'Skeleton.css'), 'utf8');

describe('Skeleton', () => {
  it('shimmers while content loads, and is hidden from assistive technology', () => {
    const { container } = render(<Skeleton shape="block" height={80} />);
    const shape = container.firstElementChild;
    expect(shape).toHaveClass('skeleton', 'skeleton--block');
    expect(shape).not.toHaveClass('skeleton--still');
    expect(shape).toHaveAttribute('aria-hidden', 'true');
    expect(shape).toHaveStyle({ height: '80px' });
  });

  it('stands still as a placeholder for content that is not loading yet', () => {
    const { container } = render(<Skeleton shape="block" still />);
    expect(container.firstElementChild).toHaveClass('skeleton--still');
    // The shimmer is the ::after band; the still shape has none.
    expect(css).toMatch(/\.skeleton--still::after\s*\{\s*display:\s*none;/);
  });
});
