import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import X from 'lucide-react/icons/x';
import type { Theme } from '@/config/constants';
import type { Language } from '@/config/languages';
import type { VendorLane } from '@/contracts/games.contract';
import { BrandLogo } from '@/ui/components/BrandLogo';
import { useLatest } from '@/ui/hooks/useLatest';
import { useScrollLock } from '@/ui/hooks/useScrollLock';
import { CategoryList, PageList } from './DrawerLists';
import { ThemeToggle } from './HeaderTools';
import { LanguageChoices } from './LanguageMenu';
import type { NavEntry } from './navEntries';
import { useDrawerLayer } from './useDrawerLayer';
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

  useDrawerLayer(open, rootRef, dialogRef, close);

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
            <LanguageChoices
              language={props.language}
              languages={props.languages}
              variant="chips"
              onChoose={props.onLanguageChange}
            />
          </div>
        </section>
        <div className="drawer__section">
          <ThemeToggle theme={props.theme} onToggle={props.onToggleTheme} variant="drawer" />
        </div>
        <PageList onClose={onClose} />
      </div>
    </div>,
    document.body,
  );
}
