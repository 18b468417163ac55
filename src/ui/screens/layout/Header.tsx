import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  LANGUAGES,
  QR_HEADER_SIZE,
  VENDOR_DROPDOWN_MAX_ICONS,
  type Language,
  type Theme,
} from '@/config/constants';
import { paths, type PageType } from '@/config/paths';
import type { VendorCard, VendorLane } from '@/contracts/games.contract';
import { LANGUAGE_LABEL } from '@/i18n';
import { LazyImage } from '@/ui/components/LazyImage';
import { QrCode } from '@/ui/components/QrCode';
import { useHoverMenu } from '@/ui/hooks/useHoverMenu';
import { lanePage } from './lanes';
import './Header.css';

export interface HeaderProps {
  lanes: readonly VendorLane[];
  currentPage: PageType | null;
  /** Spec 01 §2: navigation hidden on /seamless and /lottery. */
  hideNav: boolean;
  language: Language;
  theme: Theme;
  /** App-download link encoded in the visitor QR code. */
  downloadUrl: string | null;
  /** Member or visitor part (login/register or the member area). */
  accountArea: ReactNode;
  /** Visitors see the app-download QR code. */
  isVisitor: boolean;
  closeDelayMs: number;
  onLanguageChange(lang: Language): void;
  onToggleTheme(): void;
  onVendorSelect(vendor: VendorCard, lane: VendorLane): void;
  onLaneSelect(lane: VendorLane): void;
}

function isHot(card: VendorCard): boolean {
  return String(card.isHot ?? '') === '1' || card.isHot === true;
}

function LaneItem({
  lane,
  current,
  closeDelayMs,
  onVendorSelect,
  onLaneSelect,
}: {
  lane: VendorLane;
  current: boolean;
  closeDelayMs: number;
  onVendorSelect: HeaderProps['onVendorSelect'];
  onLaneSelect: HeaderProps['onLaneSelect'];
}) {
  const { t } = useTranslation('shell');
  const menu = useHoverMenu(closeDelayMs);
  const shown = lane.cards.slice(0, VENDOR_DROPDOWN_MAX_ICONS);
  const hasMore = lane.cards.length >= VENDOR_DROPDOWN_MAX_ICONS;
  const label = t(`gameTypes.${lane.title.toUpperCase()}`, { defaultValue: lane.title });
  const panelId = `lane-${lane.title}`;
  const open = menu.open && lane.cards.length > 0;
  // One Tab stop per category (ADR 017): Enter follows the category, Arrow Down opens its vendors and the
  // arrow keys move between them; Tab goes on to the next category, not through every vendor tile.
  return (
    <li className="header__nav-item" {...menu.hoverProps} data-testid={`lane-${lane.title}`}>
      <button
        type="button"
        className="header__nav-link"
        aria-current={current ? 'page' : undefined}
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
                  className="vendor-tile"
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
    </li>
  );
}

function LanguageMenu({
  language,
  onChange,
  closeDelayMs,
}: {
  language: Language;
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
        className="header__nav-link"
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menu.open ? menuId : undefined}
        title={t('header.language')}
        {...menu.triggerProps}
        onClick={() => menu.openWithFocus('selected')}
        data-testid="language-button"
      >
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
          {LANGUAGES.map((lang) => (
            <li key={lang} role="none">
              <button
                type="button"
                role="menuitemradio"
                tabIndex={-1}
                aria-checked={lang === language}
                lang={lang === 'CN' ? 'zh' : lang === 'MY' ? 'ms' : 'en'}
                onClick={() => {
                  menu.hide();
                  onChange(lang);
                }}
              >
                {LANGUAGE_LABEL[lang]}
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
      <button type="button" className="header__nav-link" aria-expanded={menu.open} onClick={menu.show}>
        {t('header.download')}
      </button>
      {menu.open && (
        <div className="header__menu-panel header__qr-panel">
          <QrCode value={url} size={QR_HEADER_SIZE} label={t('header.downloadQr')} />
        </div>
      )}
    </div>
  );
}

export function Header(props: HeaderProps) {
  const { t } = useTranslation('shell');
  const { lanes, currentPage, hideNav, closeDelayMs } = props;
  return (
    <header className="header" data-testid="site-header">
      <div className="header__inner">
        {/* Named by what it shows (WCAG 2.5.3); where it leads is its description. */}
        <Link href={paths.home.getHref()} className="header__logo" title={t('header.logo')}>
          WPS
        </Link>
        {!hideNav && (
          <nav className="header__nav" aria-label={t('header.navigation')}>
            <ul className="header__nav-list">
              <li className="header__nav-item">
                <Link
                  href={paths.home.getHref()}
                  className="header__nav-link"
                  aria-current={currentPage === 'home' ? 'page' : undefined}
                >
                  {t('header.home')}
                </Link>
              </li>
              {lanes.map((lane) => (
                <LaneItem
                  key={lane.title}
                  lane={lane}
                  current={currentPage !== null && lanePage(lane.title) === currentPage}
                  closeDelayMs={closeDelayMs}
                  onVendorSelect={props.onVendorSelect}
                  onLaneSelect={props.onLaneSelect}
                />
              ))}
              <li className="header__nav-item">
                <Link
                  href={paths.promotions.getHref()}
                  className="header__nav-link"
                  aria-current={currentPage === 'promotions' ? 'page' : undefined}
                >
                  {t('header.promotions')}
                </Link>
              </li>
            </ul>
          </nav>
        )}
        <div className="header__tools">
          <LanguageMenu
            language={props.language}
            onChange={props.onLanguageChange}
            closeDelayMs={closeDelayMs}
          />
          <button
            type="button"
            className="header__nav-link"
            // The label names the theme it switches to, so it is an action, not a pressed/unpressed toggle.
            onClick={props.onToggleTheme}
            data-testid="theme-toggle"
          >
            {props.theme === 'dark' ? t('header.themeLight') : t('header.themeDark')}
          </button>
          {props.isVisitor && props.downloadUrl && (
            <DownloadQr url={props.downloadUrl} closeDelayMs={closeDelayMs} />
          )}
          {/* One element that outlives the swap of Log in for the member menu: a popup opened from Log in hands
              focus back to the first control in here once it closes (ADR 017). */}
          <div className="header__account-slot">{props.accountArea}</div>
        </div>
      </div>
    </header>
  );
}
