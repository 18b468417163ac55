import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { VENDOR_CAROUSEL } from '@/config/constants';
import type { VendorCard } from '@/contracts/games.contract';
import { LazyImage } from '@/ui/components/LazyImage';

/** Lazy chunk: auto-scrolling vendor logos (spec 01 §9: 10 slides, spacing 10, loop, speed 3000, no delay). */
export default function VendorCarousel({ vendors }: { vendors: readonly VendorCard[] }) {
  return (
    <Swiper
      modules={[Autoplay]}
      className="vendor-carousel"
      slidesPerView={VENDOR_CAROUSEL.slides}
      spaceBetween={VENDOR_CAROUSEL.spaceBetween}
      loop={VENDOR_CAROUSEL.loop && vendors.length > VENDOR_CAROUSEL.slides}
      speed={VENDOR_CAROUSEL.speed}
      autoplay={{ delay: VENDOR_CAROUSEL.delay, disableOnInteraction: false }}
      allowTouchMove={false}
    >
      {vendors.map((v) => (
        <SwiperSlide key={v.vassalage}>
          <LazyImage src={v.lagerIcon ?? v.smallIcon ?? null} alt={v.displayName} title={v.displayName} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
