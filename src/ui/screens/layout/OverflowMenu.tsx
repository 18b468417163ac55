import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useHoverMenu } from '@/ui/hooks/useHoverMenu';
import type { HeaderProps } from './headerProps';
import type { NavEntry } from './navEntries';

/** The categories that did not fit the row, behind a visible "More" (never a silent sideways scroll). */
export function OverflowMenu({
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
