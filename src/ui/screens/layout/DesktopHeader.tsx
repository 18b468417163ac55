import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { env } from '@/config/env';
import type { Language } from '@/config/languages';
import type { HeaderProps } from './headerProps';
import { DownloadQr, Logo, ThemeToggle } from './HeaderTools';
import { LaneMenu } from './LaneMenu';
import { LanguageMenu } from './LanguageMenu';
import { useNavEntries, type NavEntry } from './navEntries';
import { OverflowMenu } from './OverflowMenu';
import { useFittingCount } from './useFittingCount';

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
                <LaneMenu
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

/**
 * Desktop (ADR 019): the spec's header in two rows. The top row holds the logo, language, theme, app and the
 * account; the category row below has the whole width, so every category fits at 1366 px in every language,
 * logged in or out; where they still do not, the last ones move behind a visible "More".
 */
export function DesktopHeader(props: HeaderProps) {
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
          <ThemeToggle theme={props.theme} onToggle={props.onToggleTheme} variant="tool" />
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
