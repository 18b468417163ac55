import { useEffect, useRef } from 'react';
import { Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Banner } from '@/contracts/home.contract';
import { BannerSlide } from '@/ui/components/BannerSlide';

export interface BannerSwiperProps {
  banners: readonly Banner[];
  index: number;
  isClickable(banner: Banner): boolean;
  onBannerClick(banner: Banner): void;
  /** Swipes and dot clicks report the shown slide; the rotation machine restarts its wait. */
  onIndexChange(index: number): void;
  label(index: number): string;
}

/**
 * Lazy chunk: swiper is only fetched where a strip with several banners shows. The banner machine owns
 * the 5000 ms rotation (testable on a simulated clock); swiper renders, swipes and draws clickable dots.
 */
export default function BannerSwiper({
  banners,
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
      modules={[Pagination]}
      loop={banners.length > 2}
      pagination={{ clickable: true }}
      onSwiper={(s) => {
        swiperRef.current = s;
      }}
      onSlideChange={(s) => {
        if (s.realIndex !== index) onIndexChange(s.realIndex);
      }}
      initialSlide={index}
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
