import type { CSSProperties } from 'react';
import { VENDOR_CAROUSEL } from '@/config/constants';
import type { VendorCard } from '@/contracts/games.contract';
import { LazyImage } from '@/ui/components/LazyImage';
import { useSeenOnce } from '@/ui/hooks/useSeenOnce';

/**
 * Auto-scrolling vendor logos (spec 01 §9: 10 slides, spacing 10, loop, speed 3000 ms a slide, no
 * delay). A CSS animation on the compositor rather than a swiper: a swiper with delay 0 wakes the
 * main thread on every slide (ADR 010). The list is rendered twice and moved by half its width, so
 * the loop has no seam; the copy is hidden from assistive technology. Fewer logos than slides do not
 * move at all, as the swiper's loop would not.
 */
export function VendorCarousel({ vendors }: { vendors: readonly VendorCard[] }) {
  // On screen, not "within a viewport of it": the page's main area is a screen high (Layout.css), so the
  // footer starts just below the fold and a wider margin held it near from the first render, which loaded
  // every logo (each twice, for the loop) during the boot (ADR 030).
  const [onScreenRef, onScreen] = useSeenOnce<HTMLDivElement>({
    initially: typeof IntersectionObserver === 'undefined',
  });
  const moving = VENDOR_CAROUSEL.loop && vendors.length > VENDOR_CAROUSEL.slides;
  const style = {
    '--vendor-slides': VENDOR_CAROUSEL.slides,
    '--vendor-gap': `${VENDOR_CAROUSEL.spaceBetween}px`,
    '--vendor-loop-duration': `${VENDOR_CAROUSEL.speed * vendors.length}ms`,
  } as CSSProperties;
  const logos = (copy: boolean) =>
    vendors.map((v) => (
      <li
        key={`${copy ? 'copy-' : ''}${v.vassalage}`}
        className="vendor-carousel__slide"
        aria-hidden={copy || undefined}
      >
        {onScreen && (
          <LazyImage
            src={v.lagerIcon ?? v.smallIcon ?? null}
            alt={copy ? '' : v.displayName}
            title={copy ? undefined : v.displayName}
            eager
          />
        )}
      </li>
    ));
  return (
    <div
      ref={onScreenRef}
      className="vendor-carousel"
      style={style}
      data-moving={moving || undefined}
      data-testid="vendor-marquee"
    >
      {/* The logos are made only once the footer is on screen, all at once: a slide waiting off to the side is
          clipped by the carousel, so a lazy watch of its own would only fire as it slid in, showing a blank. The
          slides keep their size meanwhile (Footer.css), so nothing moves when the logos come. */}
      <ul className="vendor-carousel__track">
        {logos(false)}
        {moving && logos(true)}
      </ul>
    </div>
  );
}
