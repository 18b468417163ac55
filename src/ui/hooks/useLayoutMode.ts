import { createContext, useContext, useSyncExternalStore } from 'react';

export type LayoutMode = 'phone' | 'desktop';

/**
 * Below this width the shell is the phone layout (compact header row, bottom tab bar, drawer); from it up the
 * spec's desktop header with hover drop-downs (ADR 019). Tablets in portrait get the phone layout: their
 * "hover" is a tap.
 */
export const DESKTOP_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(DESKTOP_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Without matchMedia (jsdom, old engines) the desktop layout, the one every control of the spec is in. */
function snapshot(): LayoutMode {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'desktop';
  return window.matchMedia(DESKTOP_QUERY).matches ? 'desktop' : 'phone';
}

/** A fixed layout for stories and tests that show the phone shell at any window width. */
export const LayoutModeOverride = createContext<LayoutMode | null>(null);

/**
 * Which shell to render. Decided in script, not only in CSS, so a phone never carries the desktop menus (and
 * their vendor pictures) in its DOM and each control exists once for assistive technology and for tests.
 */
export function useLayoutMode(): LayoutMode {
  const forced = useContext(LayoutModeOverride);
  const measured = useSyncExternalStore(subscribe, snapshot, () => 'desktop' as const);
  return forced ?? measured;
}
