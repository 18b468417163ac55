import type { Banner } from '@/contracts/home.contract';
import { LazyImage } from './LazyImage';
import { isAllowedImageSource } from './serverUrls';

/** A banner's picture: its url, else its first announcement image. */
function bannerImage(banner: Banner): string | null {
  return (
    banner.url ?? banner.announcementImages?.[0]?.url ?? banner.announcementImages?.[0]?.imageUrl ?? null
  );
}

/**
 * A banner's picture is server data too: only a same-origin, https or data: picture is shown (a
 * `javascript:` or `data:text/html` source falls back to the default image). Banners are the site's
 * own CDN pictures, so remote https stays, unlike pictures inside notice HTML.
 */
function bannerSource(banner: Banner): string | null {
  const src = bannerImage(banner);
  const policy = { origin: window.location.origin, stripRemoteImages: false, imageOrigins: [] };
  return src && isAllowedImageSource(src, policy) ? src : null;
}

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
  /** What a click does; only a `clickable` banner is a button. */
  onClick?(): void;
  label: string;
  eager?: boolean;
  /** The picture has loaded (or finally failed): it is on screen. */
  onImageSettled?(): void;
}) {
  const img = (
    <LazyImage
      src={bannerSource(banner)}
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
