import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import Menu from 'lucide-react/icons/menu';
import { env } from '@/config/env';
import { useAfterFirstPaint } from '@/ui/hooks/useAfterFirstPaint';
import { HeaderDrawer } from './HeaderDrawer';
import type { HeaderProps } from './headerProps';
import { Logo } from './HeaderTools';
import { useNavEntries, type NavEntry } from './navEntries';

/** Game-type lanes the tab bar shows between Home and More; the drawer holds the rest. */
const TAB_BAR_LANES = 3;

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
export function PhoneHeader(props: HeaderProps) {
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
