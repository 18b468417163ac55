import { Suspense, useCallback, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SearchIcon from 'lucide-react/icons/search';
import type { LaunchTarget } from '@/machines/gameLaunch/gameLaunch.machine';
import { ErrorBoundary } from '@/ui/components/ErrorBoundary';
import { lazyWithRetry } from '@/ui/components/lazyWithRetry';
import type { SearchPanelProps } from './SearchPanel';
import './SiteSearch.css';

// The panel, the index library and the catalogue load when the search first opens: nothing of them is in
// the home route's first load (ADR 020, ADR 038).
const SearchPanel = lazyWithRetry<SearchPanelProps>(() =>
  import('./SearchPanel').then((m) => ({ default: m.SearchPanel })),
);

export interface SiteSearchProps {
  /** `field`: the desktop header's search field; `tab`: an entry of the phone's tab bar. */
  variant: 'field' | 'tab';
  onLaunch(target: LaunchTarget): void;
}

/** The `/` key opens the search unless the player is typing or a popup is open. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * A popup is open: one shown with aria-modal (the phone's drawer stays in the page hidden while closed, so
 * a hidden one does not count; ADR 017).
 */
function isPopupOpen(): boolean {
  return [...document.querySelectorAll<HTMLElement>('[aria-modal="true"]')].some((el) =>
    typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : true,
  );
}

/**
 * One game search for the whole site (ADR 038): the entry in the header (desktop) or the tab bar (phone),
 * the `/` shortcut, and the panel, mounted while open.
 */
export function SiteSearch({ variant, onLaunch }: SiteSearchProps) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);

  // Attached in the commit that puts the entry on screen, not in a passive effect a task later: a key
  // pressed as soon as the header shows (input goes ahead of React's queued work) would be lost (ADR 038).
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      if (isTypingTarget(e.target) || isPopupOpen()) return;
      e.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  const label = t('search.open');
  return (
    <>
      {variant === 'field' ? (
        <button
          type="button"
          className="site-search__field"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-keyshortcuts="/"
          title={label}
          onClick={show}
          onPointerEnter={() => void SearchPanel.preload()}
          onFocus={() => void SearchPanel.preload()}
        >
          <SearchIcon className="icon" aria-hidden="true" />
          <span className="site-search__label">{label}</span>
          <kbd className="site-search__key" aria-hidden="true">
            /
          </kbd>
        </button>
      ) : (
        <button
          type="button"
          className="tab-bar__item"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={show}
        >
          <SearchIcon className="icon" aria-hidden="true" />
          <span className="tab-bar__label">{t('search.tab')}</span>
        </button>
      )}
      {mounted && (
        <ErrorBoundary fallback={() => null} resetKeys={[open]}>
          <Suspense fallback={null}>
            <SearchPanel
              open={open}
              onClose={() => setOpen(false)}
              onClosed={() => setMounted(false)}
              onLaunch={onLaunch}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
