import type { ComponentType, MouseEvent, SVGProps } from 'react';
import { Skeleton } from '@/ui/components/Skeleton';

export interface CentreMenuEntry<Page extends string> {
  page: Page;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** A red count, shown only above 0. */
  badge?: number;
}

export interface CentreMenuProps<Page extends string> {
  entries: readonly CentreMenuEntry<Page>[];
  active: Page;
  /** False while what the menu depends on loads: placeholders of the entries' size stand in. */
  ready: boolean;
  /** The name of the placeholder list while it loads. */
  loadingLabel: string;
  href(page: Page): string;
  onSelect(page: Page): void;
}

/**
 * A centre's menu (the member centre's 14 entries, the agent centre's up to 12): the entries in
 * order, the active one marked as the current page, red badges only above 0. Entries are links to
 * the page's address, so a new tab, "copy link", back and forward all work; a plain click moves
 * inside the open centre.
 */
export function CentreMenu<Page extends string>({
  entries,
  active,
  ready,
  loadingLabel,
  href,
  onSelect,
}: CentreMenuProps<Page>) {
  if (!ready)
    return (
      <ul className="centre-menu" aria-busy="true" aria-label={loadingLabel}>
        {entries.map(({ page }) => (
          <li key={page} className="centre-menu__placeholder">
            <Skeleton width="70%" />
          </li>
        ))}
      </ul>
    );
  const follow = (page: Page) => (e: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks keep the browser's meaning (a new tab or window with the page's address).
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    onSelect(page);
  };
  return (
    <ul className="centre-menu">
      {entries.map(({ page, label, icon: Icon, badge = 0 }) => (
        <li key={page}>
          <a
            className="centre-menu__link"
            href={href(page)}
            aria-current={page === active ? 'page' : undefined}
            onClick={follow(page)}
          >
            <Icon className="icon" aria-hidden="true" />
            <span className="centre-menu__label">{label}</span>
            {/* The space keeps the name readable ("Messages 3", not "Messages3"): inline text joins without one. */}
            {badge > 0 && ' '}
            {badge > 0 && <span className="centre-menu__badge">{badge > 99 ? '99+' : badge}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
