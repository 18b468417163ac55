import { useId, useLayoutEffect, useRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import X from 'lucide-react/icons/x';
import type { Theme } from '@/config/constants';
import { LANGUAGE_REGISTRY, type Language } from '@/config/languages';
import type { VendorLane } from '@/contracts/games.contract';
import { BrandLogo } from '@/ui/components/BrandLogo';
import { isTopModalLayer, pushModalLayer } from '@/ui/components/modalLayers';
import { useLatest, type Latest } from '@/ui/hooks/useLatest';
import { useScrollLock } from '@/ui/hooks/useScrollLock';
import { DRAWER_PAGE_LINKS, usePageLinks, type NavEntry } from './navEntries';
import './HeaderDrawer.css';

export interface HeaderDrawerProps {
  /** Closed, the sheet stays in the page, hidden (see HeaderDrawer). */
  open: boolean;
  /** Every category (empty where the route hides the navigation). */
  entries: readonly NavEntry[];
  language: Language;
  /** The build's languages, in the merchant's order (ADR 051). */
  languages: readonly Language[];
  theme: Theme;
  onLanguageChange(lang: Language): void;
  onToggleTheme(): void;
  onLaneSelect(lane: VendorLane): void;
  onClose(): void;
}

/**
 * While open, the drawer is the top modal layer (ADR 017): the page behind is inert, Tab stays inside,
 * and Escape closes it.
 */
function useDrawerLayer(
  open: boolean,
  rootRef: RefObject<HTMLDivElement | null>,
  dialogRef: RefObject<HTMLDivElement | null>,
  close: Latest<() => void>,
): void {
  useLayoutEffect(() => {
    const root = rootRef.current;
    const dialog = dialogRef.current;
    if (!open || !root || !dialog) return;
    const pop = pushModalLayer({ root, dialog });
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && isTopModalLayer(root)) {
        e.preventDefault();
        close.get()();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // After the commit: React ends it by focusing again what had focus before it when that element is
      // still in the page, as the closed sheet's buttons are; focus given back sooner would be taken back.
      queueMicrotask(pop);
    };
    // Once per opening: pushing the layer again would move focus back to the close button.
  }, [open, rootRef, dialogRef, close]);
}

/** Every category, one tap away: a lane button or a page link (spec 01 §2 navigation). */
function CategoryList({
  entries,
  onClose,
  onLaneSelect,
}: Pick<HeaderDrawerProps, 'entries' | 'onClose' | 'onLaneSelect'>) {
  const { t } = useTranslation('shell');
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t('header.allCategories')}>
      <ul className="drawer__list">
        {entries.map((entry) => {
          const Icon = entry.icon;
          const content = (
            <>
              <Icon className="icon" aria-hidden="true" />
              {entry.label}
            </>
          );
          return (
            <li key={entry.key}>
              {entry.kind === 'link' ? (
                <Link
                  href={entry.href}
                  className="drawer__item"
                  aria-current={entry.current ? 'page' : undefined}
                  onClick={onClose}
                >
                  {content}
                </Link>
              ) : (
                <button
                  type="button"
                  className="drawer__item"
                  aria-current={entry.current ? 'page' : undefined}
                  onClick={() => {
                    onClose();
                    onLaneSelect(entry.lane);
                  }}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The phone's menu (ADR 019): a sheet from the left with every category one tap away, the language, the theme
 * and the app download. A modal layer (ADR 017): the page behind is inert, Tab stays inside, Escape, the
 * backdrop or a chosen category closes it and focus goes back to the button that opened it.
 *
 * Closed, it stays in the page with `visibility: hidden` (out of the accessibility tree, the Tab order and
 * hit testing), styled and laid out already. Built at the tap instead, its style and layout would be most of
 * opening it, inside the tap's processing (INP, ADR 020); shown, it costs a
 * visibility change and the slide.
 */
export function HeaderDrawer(props: HeaderDrawerProps) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const { onClose, open } = props;
  const close = useLatest(onClose);
  useScrollLock(open);
  const pages = usePageLinks(DRAWER_PAGE_LINKS);

  useDrawerLayer(open, rootRef, dialogRef, close);

  const ThemeIcon = props.theme === 'dark' ? Sun : Moon;
  return createPortal(
    // The scrim is a pointer shortcut only; the keyboard has Escape and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className="drawer"
      data-open={open || undefined}
      // Inline, so the closed sheet is hidden wherever the stylesheet is not (tests, a failed load).
      style={open ? undefined : { visibility: 'hidden' }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="drawer__sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="drawer__head">
          <BrandLogo />
          <h2 id={titleId} className="visually-hidden">
            {t('header.menu')}
          </h2>
          <button
            type="button"
            className="drawer__close"
            aria-label={tc('close')}
            title={tc('close')}
            onClick={onClose}
            data-autofocus=""
          >
            <X className="icon" aria-hidden="true" />
          </button>
        </div>
        <CategoryList entries={props.entries} onClose={onClose} onLaneSelect={props.onLaneSelect} />
        <section className="drawer__section" aria-labelledby={`${titleId}-lang`}>
          <h3 id={`${titleId}-lang`} className="drawer__heading">
            {t('header.language')}
          </h3>
          <div className="drawer__languages">
            {props.languages.map((lang) => (
              <button
                key={lang}
                type="button"
                className="drawer__chip"
                aria-pressed={lang === props.language}
                lang={LANGUAGE_REGISTRY[lang].htmlLang}
                onClick={() => props.onLanguageChange(lang)}
              >
                {LANGUAGE_REGISTRY[lang].label}
              </button>
            ))}
          </div>
        </section>
        <div className="drawer__section">
          <button type="button" className="drawer__item" onClick={props.onToggleTheme}>
            <ThemeIcon className="icon" aria-hidden="true" />
            {props.theme === 'dark' ? t('header.themeLight') : t('header.themeDark')}
          </button>
        </div>
        <nav className="drawer__section" aria-label={t('header.pages')}>
          <ul className="drawer__list drawer__list--flush">
            {pages.map((page) => {
              const Icon = page.icon;
              return (
                <li key={page.key}>
                  <Link
                    href={page.href}
                    className="drawer__item"
                    aria-current={page.current ? 'page' : undefined}
                    onClick={onClose}
                  >
                    <Icon className="icon" aria-hidden="true" />
                    {page.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </div>,
    document.body,
  );
}
