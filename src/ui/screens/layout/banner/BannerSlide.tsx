import type { Banner } from '@/contracts/home.contract';
import { LazyImage } from '@/ui/components/LazyImage';
import { bannerImage } from './bannerLink';

export function BannerSlide({
  banner,
  clickable,
  onClick,
  label,
  eager,
  onImageSettled,
}: {
  banner: Banner;
  clickable: boolean;
  onClick(): void;
  label: string;
  eager?: boolean;
  /** The picture has loaded (or finally failed): it is on screen. */
  onImageSettled?(): void;
}) {
  const img = (
    <LazyImage
      src={bannerImage(banner)}
      alt={banner.title || label}
      eager={eager}
      onLoad={onImageSettled}
      onError={onImageSettled}
    />
  );
  return clickable ? (
    <button
      type="button"
      className="banner-strip__slide banner-strip__slide--link"
      onClick={onClick}
      data-testid="banner-slide"
    >
      {img}
    </button>
  ) : (
    <div className="banner-strip__slide" data-testid="banner-slide">
      {img}
    </div>
  );
}
