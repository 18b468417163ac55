import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * How many entries fit the row: every entry stays rendered (those that do not fit are measured but hidden and
 * inert), so a change of width or language re-measures without a second render pass.
 */
export function useFittingCount(count: number, labels: string) {
  const listRef = useRef<HTMLUListElement | null>(null);
  const moreWidth = useRef(0);
  const [fit, setFit] = useState(count);
  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const items = Array.from(list.querySelectorAll<HTMLElement>(':scope > [data-nav-entry]'));
    const more = list.querySelector<HTMLElement>(':scope > [data-nav-more]');
    // Sub-pixel widths: offsetWidth rounds each entry, and a row of a dozen labels rounded down adds up to
    // pixels the row does not have; its clip then cuts the last entry (a full row at 1366 px, ADR 019).
    const width = (el: HTMLElement) => el.getBoundingClientRect().width;
    if (more && width(more) > 0) moreWidth.current = width(more);
    const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
    // Half a pixel to spare for the browser's own rounding when it lays the row out.
    const available = width(list) - 0.5;
    const widths = items.map(width);
    const total = widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, widths.length - 1);
    // A row with no layout yet (not displayed, or a DOM without layout) has nothing to measure: all stay.
    if (total <= available || width(list) === 0) return setFit(widths.length);
    // Room for "More" (its width once seen; before that a generous guess) and as many entries as fit before it.
    const reserve = (moreWidth.current || 120) + gap;
    let used = 0;
    let n = 0;
    for (const w of widths) {
      if (used + w + gap + reserve > available) break;
      used += w + gap;
      n += 1;
    }
    setFit(Math.max(1, n));
  }, []);
  // Re-measured when the entries or their labels (the language) change, and when the row or an entry resizes
  // (window width, a late web font).
  useLayoutEffect(() => {
    measure();
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(list);
    for (const item of Array.from(list.children)) observer.observe(item);
    return () => observer.disconnect();
  }, [measure, count, labels]);
  return { listRef, fit: Math.min(fit, count) };
}
