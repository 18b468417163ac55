import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BANNER_AUTOPLAY_MS } from '@/config/constants';
import type { Banner } from '@/contracts/home.contract';
import { initI18n } from '@/i18n';
import { BannerStrip } from './BannerStrip';
import type { BannerSwiperProps } from './BannerSwiper';

// jsdom lays nothing out, so swiper's own sliding is checked in Chromium (e2e shell.spec); here a stand-in
// shows what the strip hands it: the banner to start from and the one to slide to.
vi.mock('./BannerSwiper', () => ({
  default: ({ from, index }: BannerSwiperProps) => (
    <div className="swiper" data-testid="swiper" data-from={from} data-index={index} />
  ),
}));

const banner = (i: number): Banner => ({
  id: i,
  bannerId: i,
  title: `Offer ${i}`,
  groupName: 'w_home',
  url: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>`,
  linkageType: '1',
  linkage: '/promotions',
});

const banners = [banner(1), banner(2), banner(3)];
const dot = (n: number) => screen.getByRole('button', { name: `Banner ${n} of 3` });
const shownOffer = () => screen.getAllByRole('img').map((img) => img.getAttribute('alt'));
const swiperMounted = () => screen.queryByTestId('swiper') !== null;
const swiperSlides = () => {
  const swiper = screen.getByTestId('swiper');
  return { from: swiper.dataset.from, to: swiper.dataset.index };
};

function showStrip(onBannerClick = vi.fn()) {
  render(<BannerStrip banners={banners} isClickable={() => true} onBannerClick={onBannerClick} />);
  return onBannerClick;
}

describe('banner strip', () => {
  beforeAll(async () => {
    await initI18n('EN');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the first banner as a still picture with one named dot a banner, and no swiper yet', () => {
    showStrip();
    expect(shownOffer()).toEqual(['Offer 1']);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    expect(dot(2)).not.toHaveAttribute('aria-current');
    expect(dot(3)).not.toHaveAttribute('aria-current');
    expect(swiperMounted()).toBe(false);
  });

  it('a tap on the still picture is a banner click', () => {
    const onBannerClick = showStrip();
    const slide = screen.getByTestId('banner-slide');
    fireEvent.pointerDown(slide, { pointerId: 1, clientX: 150, clientY: 40 });
    fireEvent.pointerUp(slide, { pointerId: 1, clientX: 152, clientY: 41 });
    fireEvent.click(slide);
    expect(onBannerClick).toHaveBeenCalledWith(banners[0]);
  });

  it('a swipe to the left on the still picture shows the next banner, and its click is no banner click', async () => {
    const onBannerClick = showStrip();
    const slide = screen.getByTestId('banner-slide');
    fireEvent.pointerDown(slide, { pointerId: 1, clientX: 200, clientY: 40 });
    fireEvent.pointerUp(slide, { pointerId: 1, clientX: 120, clientY: 50 });
    fireEvent.click(slide);
    expect(onBannerClick).not.toHaveBeenCalled();
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(swiperMounted()).toBe(true));
    expect(swiperSlides()).toEqual({ from: '0', to: '1' });
  });

  it('a dot shows its banner through the swiper, mounted then', async () => {
    showStrip();
    fireEvent.click(dot(3));
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(swiperMounted()).toBe(true));
    expect(swiperSlides()).toEqual({ from: '0', to: '2' });
    fireEvent.click(dot(1));
    expect(swiperSlides()).toEqual({ from: '0', to: '0' });
  });

  it(`rotates after ${BANNER_AUTOPLAY_MS} ms, and the swiper takes over then`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    showStrip();
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS - 1));
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    expect(swiperMounted()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(swiperMounted()).toBe(true));
    expect(swiperSlides()).toEqual({ from: '0', to: '1' });
  });

  it('one banner has no dots and never rotates', () => {
    vi.useFakeTimers();
    render(<BannerStrip banners={[banner(1)]} isClickable={() => true} onBannerClick={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /^Banner \d of/ })).toBeNull();
    act(() => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2));
    expect(shownOffer()).toEqual(['Offer 1']);
    expect(swiperMounted()).toBe(false);
  });
});
