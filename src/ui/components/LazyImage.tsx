import { useState, type ImgHTMLAttributes } from 'react';
import { LAZY_IMAGE } from '@/config/constants';
import { settings } from '@/config/settings';
import { useSeenOnce } from '@/ui/hooks/useSeenOnce';

/** Sources already loaded once; shown at once on remount. Oldest dropped beyond the cache size. */
const loaded = new Set<string>();
function remember(src: string) {
  loaded.delete(src);
  loaded.add(src);
  if (loaded.size > LAZY_IMAGE.cacheSize) {
    const oldest = loaded.values().next().value;
    if (oldest !== undefined) loaded.delete(oldest);
  }
}
export function lazyImageCacheSize(): number {
  return loaded.size;
}

const DEFAULT_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 40"><rect width="64" height="40" fill="#d6dae1"/><path d="M20 28l8-10 6 7 4-5 6 8z" fill="#9aa3b2"/></svg>',
  );

export interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined;
  alt: string;
  /** Shown when the image fails after every attempt (spec 01 §8: default image). */
  fallbackSrc?: string;
  /** Skip lazy loading (banners above the fold). */
  eager?: boolean;
}

/**
 * Loads when within 1.3 viewports of the screen (preload factor), retries up to 3 attempts, then shows
 * the default image. IntersectionObserver replaces the legacy 200 ms scroll throttle.
 */
export function LazyImage({ src, alt, fallbackSrc, eager = false, ...rest }: LazyImageProps) {
  const margin = `${Math.round((LAZY_IMAGE.preloadFactor - 1) * 100)}%`;
  const [ref, visible] = useSeenOnce<HTMLImageElement>({
    initially: eager || (src ? loaded.has(src) : false),
    rootMargin: `${margin} 0px ${margin} 0px`,
  });
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const fallback =
    fallbackSrc ?? (settings.defaultImage.startsWith('/images/') ? DEFAULT_IMAGE : settings.defaultImage);

  const missing = !src;
  const shownSrc = failed || missing ? fallback : visible ? withAttempt(src, attempt) : undefined;
  return (
    <img
      {...rest}
      ref={ref}
      alt={alt}
      src={shownSrc}
      data-state={failed || missing ? 'fallback' : visible ? 'loading' : 'pending'}
      onLoad={(e) => {
        if (src && !failed) remember(src);
        rest.onLoad?.(e);
      }}
      onError={() => {
        if (failed || missing) return;
        if (attempt + 1 < LAZY_IMAGE.attempts) setAttempt(attempt + 1);
        else setFailed(true);
      }}
    />
  );
}

/** A retry needs a different URL or the browser will not request it again. */
function withAttempt(src: string, attempt: number): string {
  if (attempt === 0) return src;
  return `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;
}
