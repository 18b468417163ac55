import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@/contracts/home.contract';
import { bannerMachine } from '@/machines/banner/banner.machine';
import { BannerSlide } from '@/ui/components/BannerSlide';
import './BannerStrip.css';

const BannerSwiper = lazy(() => import('./BannerSwiper'));

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
  const index = useSelector(actor, (s) => s.context.index);
  // The first banner is usually the page's largest paint: it is shown as a still picture first, and
  // the swiper (a lazy chunk) takes over once that picture is on screen, so the paint does not wait
  // for the chunk. The swiper's first slide is the same picture at the same size.
  const [stillPainted, setStillPainted] = useState(false);
  // The count comes from server data; the machine decides whether it rotates.
  useEffect(() => {
    actor.send({ type: 'banner.setCount', count: banners.length });
  }, [actor, banners.length]);

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
  const current = banners[Math.min(index, banners.length - 1)] ?? banners[0];
  const still = current && (
    <div className="banner-strip__frame">
      <BannerSlide
        banner={current}
        clickable={isClickable(current)}
        onClick={() => onBannerClick(current)}
        label={label(index)}
        eager
        onImageSettled={() => setStillPainted(true)}
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
      {banners.length === 1 || !stillPainted ? (
        still
      ) : (
        <Suspense fallback={still}>
          <BannerSwiper
            banners={banners}
            index={index}
            isClickable={isClickable}
            onBannerClick={onBannerClick}
            onIndexChange={(i) => actor.send({ type: 'banner.goTo', index: i })}
            label={label}
          />
        </Suspense>
      )}
      {below && <div className="banner-strip__below">{below}</div>}
    </section>
  );
}
