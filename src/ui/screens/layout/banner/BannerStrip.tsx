import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useRef, useState, useEffect, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@/contracts/home.contract';
import { bannerMachine } from '@/machines/banner/banner.machine';
import { selectBannerIndex } from '@/machines/banner/banner.selectors';
import { BannerSlide } from '@/ui/components/BannerSlide';
import { ErrorBoundary } from '@/ui/components/ErrorBoundary';
import './BannerStrip.css';

let swiperChunk: ReturnType<typeof importSwiper> | null = null;
const importSwiper = () => import('./BannerSwiper');
/** One load of the swiper's chunk for the prefetch and the lazy component (a failed one may be tried again). */
const loadSwiper = () =>
  (swiperChunk ??= importSwiper().catch((error: unknown) => {
    swiperChunk = null;
    throw error;
  }));
const BannerSwiper = lazy(loadSwiper);

/** A horizontal move this long (px), and longer than the vertical one, is a swipe rather than a tap. */
const SWIPE_PX = 40;

export interface BannerStripProps {
  banners: readonly Banner[];
  isClickable(banner: Banner): boolean;
  onBannerClick(banner: Banner): void;
  /** Content under the banner (the /rng jackpot counter). */
  below?: ReactNode;
  /** Banners not known yet: the frame keeps its place so the page below does not jump when they arrive. */
  loading?: boolean;
}

/** The route's banner group; nothing when the group is empty (spec 01 §2). */
export function BannerStrip({
  banners,
  isClickable,
  onBannerClick,
  below,
  loading = false,
}: BannerStripProps) {
  const { t } = useTranslation('shell');
  const actor = useActorRef(bannerMachine);
  const index = useSelector(actor, selectBannerIndex);
  // The first banner is usually the page's largest paint, so it shows as a still picture. The swiper (a
  // lazy chunk) is mounted only when a banner changes: the first rotation, a dot or a swipe. Mounting it
  // lays out every slide, a long task at load (four times longer on a phone's CPU), which
  // would sit inside the page's load (TBT, ADR 020). It then slides on from the still picture.
  const [stillIndex] = useState(index);
  const [swiperFrom, setSwiperFrom] = useState<number | null>(null);
  // Set during render (React's pattern for state that follows another): no frame shows the new banner
  // without its slide. Once set, the swiper follows the index and the still picture is gone for good.
  if (swiperFrom === null && index !== stillIndex) setSwiperFrom(stillIndex);
  // The count comes from server data; the machine decides whether it rotates.
  useEffect(() => {
    actor.send({ type: 'banner.setCount', count: banners.length });
  }, [actor, banners.length]);
  const swipe = useStillSwipe((step) => actor.send({ type: 'banner.goTo', index: index + step }));

  if (loading && banners.length === 0) {
    return (
      <div className="banner-strip" aria-busy="true" data-testid="banner-strip-loading">
        <div className="banner-strip__frame" />
        {below && <div className="banner-strip__below">{below}</div>}
      </div>
    );
  }
  if (banners.length === 0) return below ? <div className="banner-strip">{below}</div> : null;
  const label = (i: number) => t('banner.slide', { index: i + 1, count: banners.length });
  const shownIndex = Math.min(swiperFrom ?? index, banners.length - 1);
  const shown = banners[shownIndex] ?? banners[0];
  const still = shown && (
    <div className="banner-strip__frame" {...(banners.length > 1 ? swipe : {})}>
      <BannerSlide
        banner={shown}
        clickable={isClickable(shown)}
        onClick={() => onBannerClick(shown)}
        label={label(shownIndex)}
        eager
      />
    </div>
  );
  return (
    <section
      className="banner-strip"
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      data-testid="banner-strip"
    >
      <div className="banner-strip__stage">
        {swiperFrom === null || banners.length === 1 ? (
          still
        ) : (
          // A swiper chunk that cannot load leaves the still picture, which the dots and swipes still change.
          <ErrorBoundary fallback={() => still}>
            <Suspense fallback={still}>
              <BannerSwiper
                banners={banners}
                from={swiperFrom}
                index={index}
                isClickable={isClickable}
                onBannerClick={onBannerClick}
                onIndexChange={(i) => actor.send({ type: 'banner.goTo', index: i })}
                label={label}
              />
            </Suspense>
          </ErrorBoundary>
        )}
        {banners.length > 1 && (
          <BannerDots
            count={banners.length}
            current={Math.min(index, banners.length - 1)}
            label={label}
            onChoose={(i) => actor.send({ type: 'banner.goTo', index: i })}
          />
        )}
      </div>
      {below && <div className="banner-strip__below">{below}</div>}
    </section>
  );
}

/** One dot a banner (spec 01 §2: a dot click jumps and restarts the wait), each a named button. */
function BannerDots({
  count,
  current,
  label,
  onChoose,
}: {
  count: number;
  current: number;
  label(index: number): string;
  onChoose(index: number): void;
}) {
  return (
    <div className="banner-strip__dots">
      {Array.from({ length: count }, (_, i) => (
        <button
          key={i}
          type="button"
          className="banner-strip__dot"
          aria-label={label(i)}
          aria-current={i === current ? 'true' : undefined}
          onClick={() => onChoose(i)}
        />
      ))}
    </div>
  );
}

/**
 * Swipes on the still picture (before the swiper is mounted): a horizontal move of `SWIPE_PX` or more
 * steps one banner, and the click that ends it is not a banner click (as the swiper treats its own).
 */
function useStillSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown(e: PointerEvent) {
      start.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
      swiped.current = false;
      // The gesture may be a swipe: the swiper's chunk is fetched while the finger moves.
      void loadSwiper().catch(() => undefined);
    },
    onPointerUp(e: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== e.pointerId) return;
      const dx = e.clientX - from.x;
      if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(e.clientY - from.y)) return;
      swiped.current = true;
      onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel() {
      start.current = null;
    },
    // A mouse drag on the picture would start the browser's image drag, which cancels the pointer.
    onDragStart(e: { preventDefault(): void }) {
      e.preventDefault();
    },
    onClickCapture(e: { preventDefault(): void; stopPropagation(): void }) {
      if (!swiped.current) return;
      swiped.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
  };
}
