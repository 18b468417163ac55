import { useEffect, useRef } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import type { Banner } from '@/contracts/home.contract';
import { BannerSlide } from '@/ui/components/BannerSlide';

export interface BannerSwiperProps {
  banners: readonly Banner[];
  /** The banner the still picture showed: the swiper starts there and slides on to `index`. */
  from: number;
  index: number;
  isClickable(banner: Banner): boolean;
  onBannerClick(banner: Banner): void;
  /** Swipes report the shown slide; the rotation machine restarts its wait. */
  onIndexChange(index: number): void;
  label(index: number): string;
}

/**
 * Lazy chunk, mounted when a strip of several banners first changes banner. The banner machine owns the
 * 5000 ms rotation (testable on a simulated clock) and the strip draws the dots; swiper slides and swipes.
 */
export default function BannerSwiper({
  banners,
  from,
  index,
  isClickable,
  onBannerClick,
  onIndexChange,
  label,
}: BannerSwiperProps) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  useEffect(() => {
    const swiper = swiperRef.current;
    if (swiper && !swiper.destroyed && swiper.realIndex !== index) swiper.slideToLoop(index);
  }, [index]);
  return (
    <Swiper
      loop={banners.length > 2}
      onSwiper={(s) => {
        swiperRef.current = s;
      }}
      onSlideChange={(s) => {
        if (s.realIndex !== index) onIndexChange(s.realIndex);
      }}
      initialSlide={from}
      className="banner-strip__frame"
    >
      {banners.map((banner, i) => (
        <SwiperSlide key={String(banner.bannerId ?? banner.id)}>
          <BannerSlide
            banner={banner}
            clickable={isClickable(banner)}
            onClick={() => onBannerClick(banner)}
            label={label(i)}
            eager={i === 0}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
