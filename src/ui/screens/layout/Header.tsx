import { useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Globe from 'lucide-react/icons/globe';
import Menu from 'lucide-react/icons/menu';
import Moon from 'lucide-react/icons/moon';
import Smartphone from 'lucide-react/icons/smartphone';
import Sun from 'lucide-react/icons/sun';
import { QR_HEADER_SIZE, VENDOR_DROPDOWN_MAX_ICONS, type Theme } from '@/config/constants';
import { env } from '@/config/env';
import { LANGUAGE_REGISTRY, type Language } from '@/config/languages';
import { paths, type PageType } from '@/config/paths';
import type { VendorCard, VendorLane } from '@/contracts/games.contract';
import { BrandLogo } from '@/ui/components/BrandLogo';
import { LazyImage } from '@/ui/components/LazyImage';
import { LazyInstallApp } from '@/ui/components/InstallAppLazy';
import { QrCode } from '@/ui/components/QrCode';
import { useAfterFirstPaint } from '@/ui/hooks/useAfterFirstPaint';
import { useHoverMenu } from '@/ui/hooks/useHoverMenu';
import { useLayoutMode } from '@/ui/hooks/useLayoutMode';
import { HeaderDrawer } from './HeaderDrawer';
import { useNavEntries, type NavEntry } from './navEntries';
import './Header.css';

export interface HeaderProps {
  lanes: readonly VendorLane[];
  currentPage: PageType | null;
  /** Spec 01 §2: navigation hidden on /seamless and /lottery. */
  hideNav: boolean;
  language: Language;
  /** The languages the menus offer: the build's (`env.languages`, ADR 051) unless a story or test names others. */
  languages?: readonly Language[];
  theme: Theme;
  /** App-download link encoded in the visitor QR code. */
  downloadUrl: string | null;
  /** Member or visitor part (login/register or the member area). */
  accountArea: ReactNode;
  /** Logged out. */
  isVisitor: boolean;
  /** Members see the App button too (`settings.appDownloadButton`; visitors always do). */
  appButtonForMembers: boolean;
  closeDelayMs: number;
  onLanguageChange(lang: Language): void;
  onToggleTheme(): void;
  onVendorSelect(vendor: VendorCard, lane: VendorLane): void;
  onLaneSelect(lane: VendorLane): void;
  /** The game search's entry: a field in the desktop header, a tab on the phone (ADR 038). */
  renderSearch?(variant: 'field' | 'tab'): ReactNode;
}

/** Game-type lanes the tab bar shows between Home and More; the drawer holds the rest. */
const TAB_BAR_LANES = 3;

function isHot(card: VendorCard): boolean {
  return String(card.isHot ?? '') === '1' || card.isHot === true;
}

function LaneItem({
  entry,
  lane,
  closeDelayMs,
  onVendorSelect,
  onLaneSelect,
}: {
  entry: NavEntry;
  lane: VendorLane;
  closeDelayMs: number;
  onVendorSelect: HeaderProps['onVendorSelect'];
  onLaneSelect: HeaderProps['onLaneSelect'];
}) {
  const { t } = useTranslation('shell');
  const menu = useHoverMenu(closeDelayMs);
  const shown = lane.cards.slice(0, VENDOR_DROPDOWN_MAX_ICONS);
  const hasMore = lane.cards.length >= VENDOR_DROPDOWN_MAX_ICONS;
  const label = entry.label;
  const panelId = `lane-${lane.title}`;
  const open = menu.open && lane.cards.length > 0;
  // One Tab stop per category (ADR 017): Enter follows the category, Arrow Down opens its vendors and the
  // arrow keys move between them; Tab goes on to the next category, not through every vendor tile.
  return (
    <div className="header__nav-hover" {...menu.hoverProps} data-testid={`lane-${lane.title}`}>
      <button
        type="button"
        className="header__nav-link"
        aria-current={entry.current ? 'page' : undefined}
        aria-expanded={lane.cards.length > 0 ? open : undefined}
        aria-controls={open ? panelId : undefined}
        {...menu.triggerProps}
        onClick={() => {
          menu.hide();
          onLaneSelect(lane);
        }}
      >
        {label}
      </button>
      {open && (
        // The panel spans the navigation row (it is positioned on the row, not on this item).
        <div className="header__dropdown" id={panelId}>
          <ul className="header__dropdown-list" aria-label={label} {...menu.panelProps}>
            {shown.map((card) => (
              <li key={card.vassalage}>
                <button
                  type="button"
                  className="vendor-tile"
                  tabIndex={-1}
                  onClick={() => {
                    menu.hide();
                    onVendorSelect(card, lane);
                  }}
                >
                  {isHot(card) && <span className="vendor-tile__hot">{t('header.hot')}</span>}
                  <LazyImage src={card.smallIcon ?? card.lagerIcon ?? null} alt="" />
                  <span>{card.displayName}</span>
                </button>
              </li>
            ))}
            {hasMore && (
              <li>
                <button
                  type="button"
                  className="vendor-tile vendor-tile--more"
                  tabIndex={-1}
                  onClick={() => {
                    menu.hide();
                    onLaneSelect(lane);
                  }}
                >
                  {t('header.more')}
                </button>
              </li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The categories that did not fit the row, behind a visible "More" (never a silent sideways scroll). */
function OverflowMenu({
  entries,
  closeDelayMs,
  onLaneSelect,
}: {
  entries: readonly NavEntry[];
  closeDelayMs: number;
  onLaneSelect: HeaderProps['onLaneSelect'];
}) {
  const { t } = useTranslation('shell');
  const menu = useHoverMenu(closeDelayMs);
  const panelId = useId();
  const current = entries.some((e) => e.current);
  return (
    <div className="header__menu" {...menu.hoverProps}>
      <button
        type="button"
        className="header__nav-link"
        aria-haspopup="true"
        aria-expanded={menu.open}
        aria-controls={menu.open ? panelId : undefined}
        aria-current={current ? 'page' : undefined}
        {...menu.triggerProps}
        onClick={() => menu.openWithFocus('first')}
      >
        {t('header.moreCategories')}
        <ChevronDown className="icon icon--sm" aria-hidden="true" />
      </button>
      {menu.open && (
        <ul
          id={panelId}
          className="header__menu-panel header__menu-panel--start"
          aria-label={t('header.moreCategories')}
          {...menu.panelProps}
        >
          {entries.map((entry) => (
            <li key={entry.key}>
              {entry.kind === 'link' ? (
                <Link
                  href={entry.href}
                  className="header__menu-item"
                  tabIndex={-1}
                  aria-current={entry.current ? 'page' : undefined}
                  onClick={() => menu.hide()}
                >
                  {entry.label}
                </Link>
              ) : (
                <button
                  type="button"
                  className="header__menu-item"
                  tabIndex={-1}
                  aria-current={entry.current ? 'page' : undefined}
                  onClick={() => menu.choose(() => onLaneSelect(entry.lane))}
                >
                  {entry.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * How many entries fit the row: every entry stays rendered (those that do not fit are measured but hidden and
 * inert), so a change of width or language re-measures without a second render pass.
 */
function useFittingCount(count: number, labels: string) {
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

function DesktopNav({
  entries,
  language,
  closeDelayMs,
  onVendorSelect,
  onLaneSelect,
}: {
  entries: readonly NavEntry[];
  language: Language;
  closeDelayMs: number;
  onVendorSelect: HeaderProps['onVendorSelect'];
  onLaneSelect: HeaderProps['onLaneSelect'];
}) {
  const { t } = useTranslation('shell');
  const { listRef, fit } = useFittingCount(
    entries.length,
    `${language}:${entries.map((e) => e.label).join('|')}`,
  );
  const overflow = entries.slice(fit);
  return (
    <nav className="header__nav" aria-label={t('header.navigation')}>
      <ul className="header__nav-list" ref={listRef}>
        {entries.map((entry, i) => {
          const hidden = i >= fit;
          return (
            <li
              key={entry.key}
              className="header__nav-item"
              data-nav-entry=""
              data-overflow={hidden || undefined}
              aria-hidden={hidden || undefined}
              inert={hidden}
            >
              {entry.kind === 'link' ? (
                <Link
                  href={entry.href}
                  className="header__nav-link"
                  aria-current={entry.current ? 'page' : undefined}
                >
                  {entry.label}
                </Link>
              ) : (
                <LaneItem
                  entry={entry}
                  lane={entry.lane}
                  closeDelayMs={closeDelayMs}
                  onVendorSelect={onVendorSelect}
                  onLaneSelect={onLaneSelect}
                />
              )}
            </li>
          );
        })}
        {overflow.length > 0 && (
          <li className="header__nav-item" data-nav-more="">
            <OverflowMenu entries={overflow} closeDelayMs={closeDelayMs} onLaneSelect={onLaneSelect} />
          </li>
        )}
      </ul>
    </nav>
  );
}

function LanguageMenu({
  language,
  languages,
  onChange,
  closeDelayMs,
}: {
  language: Language;
  languages: readonly Language[];
  onChange(l: Language): void;
  closeDelayMs: number;
}) {
  const { t } = useTranslation('shell');
  const menu = useHoverMenu(closeDelayMs);
  const menuId = useId();
  // The button's name is what it shows (the language code, WCAG 2.5.3); "Language" is its description.
  return (
    <div className="header__menu" {...menu.hoverProps}>
      <button
        type="button"
        className="header__tool"
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? menuId : undefined}
        title={t('header.language')}
        {...menu.triggerProps}
        onClick={() => menu.openWithFocus('selected')}
        data-testid="language-button"
      >
        <Globe className="icon" aria-hidden="true" />
        {language}
      </button>
      {menu.open && (
        <ul
          id={menuId}
          className="header__menu-panel"
          role="menu"
          aria-label={t('header.language')}
          {...menu.panelProps}
        >
          {languages.map((lang) => (
            <li key={lang} role="none">
              <button
                type="button"
                role="menuitemradio"
                className="header__menu-item"
                tabIndex={-1}
                aria-checked={lang === language}
                lang={LANGUAGE_REGISTRY[lang].htmlLang}
                onClick={() => menu.choose(() => onChange(lang))}
              >
                {LANGUAGE_REGISTRY[lang].label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DownloadQr({ url, closeDelayMs }: { url: string; closeDelayMs: number }) {
  const { t } = useTranslation('shell');
  const menu = useHoverMenu(closeDelayMs);
  return (
    <div className="header__menu" {...menu.hoverProps}>
      <button type="button" className="header__tool" aria-expanded={menu.open} onClick={menu.show}>
        <Smartphone className="icon" aria-hidden="true" />
        {t('header.download')}
      </button>
      {menu.open && (
        <div className="header__menu-panel header__qr-panel">
          <QrCode value={url} size={QR_HEADER_SIZE} label={t('header.downloadQr')} />
          <LazyInstallApp />
        </div>
      )}
    </div>
  );
}

function ThemeButton({ theme, onToggle }: { theme: Theme; onToggle(): void }) {
  const { t } = useTranslation('shell');
  const Icon = theme === 'dark' ? Sun : Moon;
  return (
    <button
      type="button"
      className="header__tool"
      // The label names the theme it switches to, so it is an action, not a pressed/unpressed toggle.
      onClick={onToggle}
      title={theme === 'dark' ? t('header.themeLight') : t('header.themeDark')}
      data-testid="theme-toggle"
    >
      <Icon className="icon" aria-hidden="true" />
      {/* Below 1280 px only the icon shows (Header.css); the words stay the button's name. */}
      <span className="header__tool-label">
        {theme === 'dark' ? t('header.themeLight') : t('header.themeDark')}
      </span>
    </button>
  );
}

function Logo() {
  const { t } = useTranslation('shell');
  // Named by what it shows (WCAG 2.5.3); where it leads is its description.
  return (
    <Link href={paths.home.getHref()} className="header__logo" title={t('header.logo')}>
      <BrandLogo />
    </Link>
  );
}

/**
 * Desktop (ADR 019): the spec's header in two rows. The top row holds the logo, language, theme, app and the
 * account; the category row below has the whole width, so every category fits at 1366 px in every language,
 * logged in or out; where they still do not, the last ones move behind a visible "More".
 */
function DesktopHeader(props: HeaderProps) {
  const { entries } = useNavEntries(props.lanes, props.currentPage);
  return (
    <header className="header header--desktop" data-testid="site-header">
      <div className="header__bar">
        <Logo />
        <div className="header__tools">
          {props.renderSearch?.('field')}
          <LanguageMenu
            language={props.language}
            languages={props.languages ?? env.languages}
            onChange={props.onLanguageChange}
            closeDelayMs={props.closeDelayMs}
          />
          <ThemeButton theme={props.theme} onToggle={props.onToggleTheme} />
          {/* Spec 01 §2 gives the QR code to visitors; ADR 019 shows it to members too: a setting chooses. */}
          {props.downloadUrl && (props.isVisitor || props.appButtonForMembers) && (
            <DownloadQr url={props.downloadUrl} closeDelayMs={props.closeDelayMs} />
          )}
          {/* One element that outlives the swap of Log in for the member menu: a popup opened from Log in hands
              focus back to the first control in here once it closes (ADR 017). */}
          <div className="header__account-slot">{props.accountArea}</div>
        </div>
      </div>
      {!props.hideNav && (
        <div className="header__nav-row">
          <DesktopNav
            entries={entries}
            language={props.language}
            closeDelayMs={props.closeDelayMs}
            onVendorSelect={props.onVendorSelect}
            onLaneSelect={props.onLaneSelect}
          />
        </div>
      )}
    </header>
  );
}

function TabLabel({ entry }: { entry: NavEntry }) {
  const Icon = entry.icon;
  return (
    <>
      <Icon className="icon" aria-hidden="true" />
      <span className="tab-bar__label">{entry.label}</span>
    </>
  );
}

/**
 * Phone (ADR 019): one compact row (menu, logo, account) and a bottom tab bar with Home, the first game types
 * and More; More and the menu button open the drawer with every category, the language, the theme and the app.
 */
function PhoneHeader(props: HeaderProps) {
  const { t } = useTranslation('shell');
  const { entries, home } = useNavEntries(props.lanes, props.currentPage);
  const [drawer, setDrawer] = useState(false);
  // The menu's sheet is built once the page has painted, hidden, so that a tap only shows it (HeaderDrawer).
  const drawerReady = useAfterFirstPaint();
  const tabs = entries.filter((e) => e.kind === 'lane').slice(0, TAB_BAR_LANES);
  const moreCurrent = entries.some((e) => e.current) && !home.current && !tabs.some((e) => e.current);
  return (
    <>
      <header className="header header--phone" data-testid="site-header">
        <div className="header__bar">
          <button
            type="button"
            className="header__icon-button"
            aria-label={t('header.menu')}
            title={t('header.menu')}
            aria-haspopup="dialog"
            aria-expanded={drawer}
            onClick={() => setDrawer(true)}
          >
            <Menu className="icon" aria-hidden="true" />
          </button>
          <Logo />
          <div className="header__account-slot">{props.accountArea}</div>
        </div>
      </header>
      {/* A playing game gets the whole screen below the row (the menu still leads everywhere). */}
      {!props.hideNav && props.currentPage !== 'game' && (
        <nav className="tab-bar" aria-label={t('header.navigation')}>
          <ul className="tab-bar__list">
            {[home, ...tabs].map((entry) => (
              <li key={entry.key}>
                {entry.kind === 'link' ? (
                  <Link
                    href={entry.href}
                    className="tab-bar__item"
                    aria-current={entry.current ? 'page' : undefined}
                  >
                    <TabLabel entry={entry} />
                  </Link>
                ) : (
                  <button
                    type="button"
                    className="tab-bar__item"
                    aria-current={entry.current ? 'page' : undefined}
                    onClick={() => props.onLaneSelect(entry.lane)}
                  >
                    <TabLabel entry={entry} />
                  </button>
                )}
              </li>
            ))}
            {props.renderSearch && <li>{props.renderSearch('tab')}</li>}
            <li>
              <button
                type="button"
                className="tab-bar__item"
                aria-haspopup="dialog"
                aria-expanded={drawer}
                data-current={moreCurrent || undefined}
                onClick={() => setDrawer(true)}
              >
                <Menu className="icon" aria-hidden="true" />
                <span className="tab-bar__label">{t('header.more')}</span>
              </button>
            </li>
          </ul>
        </nav>
      )}
      {(drawer || drawerReady) && (
        <HeaderDrawer
          open={drawer}
          entries={props.hideNav ? [] : entries}
          language={props.language}
          languages={props.languages ?? env.languages}
          theme={props.theme}
          onLanguageChange={props.onLanguageChange}
          onToggleTheme={props.onToggleTheme}
          onLaneSelect={props.onLaneSelect}
          onClose={() => setDrawer(false)}
        />
      )}
    </>
  );
}

export function Header(props: HeaderProps) {
  return useLayoutMode() === 'phone' ? <PhoneHeader {...props} /> : <DesktopHeader {...props} />;
}
