import { useTranslation } from 'react-i18next';
import { VENDOR_DROPDOWN_MAX_ICONS } from '@/config/constants';
import type { VendorCard, VendorLane } from '@/contracts/games.contract';
import { LazyImage } from '@/ui/components/LazyImage';
import { useHoverMenu } from '@/ui/hooks/useHoverMenu';
import type { HeaderProps } from './headerProps';
import type { NavEntry } from './navEntries';

/** A vendor card's hot mark (spec 02 §3 isHot): a loose flag on the wire, on for 1 or true. */
function isHot(card: VendorCard): boolean {
  return String(card.isHot ?? '') === '1' || card.isHot === true;
}

export function LaneMenu({
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
