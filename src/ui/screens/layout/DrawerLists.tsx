import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { VendorLane } from '@/contracts/games.contract';
import { DRAWER_PAGE_LINKS, usePageLinks, type NavEntry } from './navEntries';

/** Every category, one tap away: a lane button or a page link (spec 01 §2 navigation). */
export function CategoryList({
  entries,
  onClose,
  onLaneSelect,
}: {
  entries: readonly NavEntry[];
  onClose(): void;
  onLaneSelect(lane: VendorLane): void;
}) {
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

/** The pages the drawer leads to besides the categories (ADR 042: every page reachable). */
export function PageList({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('shell');
  const pages = usePageLinks(DRAWER_PAGE_LINKS);
  return (
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
  );
}
