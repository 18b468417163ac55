import { useEffect, useRef, useState } from 'react';

export interface SeenOnceOptions {
  /** Counted as seen from the first render (an eager picture, one loaded before). */
  initially?: boolean;
  /** How far around the screen counts as on it (IntersectionObserver's `rootMargin`). */
  rootMargin?: string;
}

/**
 * True from the first time the element comes on screen (or within `rootMargin` of it), and from then on:
 * the observer is dropped once it has said so. Without IntersectionObserver everything counts as seen.
 */
export function useSeenOnce<T extends Element>({ initially = false, rootMargin }: SeenOnceOptions = {}) {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(initially);
  useEffect(() => {
    if (seen) return;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      rootMargin === undefined ? undefined : { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [seen, rootMargin]);
  return [ref, seen] as const;
}
