import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VendorCard } from '@/contracts/games.contract';
import { carouselVendors } from './Footer';
import { VendorCarousel } from './VendorCarousel';

function vendors(count: number, prefix = 'V'): VendorCard[] {
  return Array.from({ length: count }, (_, i) => ({
    vassalage: `${prefix}${i + 1}`,
    displayName: `Vendor ${i + 1}`,
    gameType: 'RNG',
    lagerIcon: `/img/${prefix}${i + 1}.png`,
  }));
}

describe('footer vendor carousel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes no logo until the footer is on screen, then every logo at once (ADR 030: none during the boot)', () => {
    const watched: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          watched.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<VendorCarousel vendors={vendors(12)} />);
    expect(screen.queryAllByRole('img', { hidden: true })).toHaveLength(0);
    expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(24);
    act(() => watched.forEach((callback) => callback([{ isIntersecting: false }])));
    expect(screen.queryAllByRole('img', { hidden: true })).toHaveLength(0);
    act(() => watched.forEach((callback) => callback([{ isIntersecting: true }])));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(
      vendors(12).map((v) => v.displayName),
    );
  });

  it('loops more than 10 logos at 3000 ms a logo, with the seamless copy hidden from assistive technology', () => {
    render(<VendorCarousel vendors={vendors(12)} />);
    const carousel = screen.getByTestId('vendor-marquee');
    expect(carousel).toHaveAttribute('data-moving', 'true');
    expect(carousel.getAttribute('style')).toContain('--vendor-loop-duration: 36000ms');
    expect(carousel.getAttribute('style')).toContain('--vendor-slides: 10');
    expect(carousel.getAttribute('style')).toContain('--vendor-gap: 10px');
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(vendors(12).map((v) => v.displayName));
    expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(24);
  });

  it('stands still with 10 logos or fewer, as the swiper loop did', () => {
    render(<VendorCarousel vendors={vendors(10)} />);
    expect(screen.getByTestId('vendor-marquee')).not.toHaveAttribute('data-moving');
    expect(screen.getAllByRole('listitem', { hidden: true })).toHaveLength(10);
  });

  it('leaves TCG vendors and repeated vendors out', () => {
    const cards = [...vendors(2), ...vendors(1, 'TCG_'), ...vendors(1)];
    expect(carouselVendors(cards).map((v) => v.vassalage)).toEqual(['V1', 'V2']);
  });
});
