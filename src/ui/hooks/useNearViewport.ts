import { useEffect, useState } from 'react';
import { LAZY_IMAGE } from '@/config/constants';

/**
 * `[near, ref]`: `near` turns true once the element given to `ref` comes within `preloadFactor`
 * viewports of the screen, and stays true. A callback ref, so an element that mounts later (a
 * section shown once its data arrives) is still watched. Without IntersectionObserver (old
 * browsers, some test environments) it is true at once: nothing stays hidden for lack of the API.
 */
export function useNearViewport<T extends Element>({
  initial = false,
  preloadFactor = LAZY_IMAGE.preloadFactor,
}: { initial?: boolean; preloadFactor?: number } = {}): [boolean, (element: T | null) => void] {
  const [near, setNear] = useState(initial);
  const [element, setElement] = useState<T | null>(null);
  const observable = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    if (near || !element || !observable) return;
    const margin = `${Math.round((preloadFactor - 1) * 100)}%`;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px ${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, observable, preloadFactor]);
  return [near || !observable, setElement];
}
