import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/ui/components/Skeleton';
import './lobby.css';

/**
 * The game grid while its first page loads: cards drawn with the real card's classes (same square picture,
 * same name row), so the page does not move when the games arrive. One status names the wait.
 */
export function GameGridSkeleton({
  count = 12,
  label,
  wide = false,
}: {
  count?: number;
  label?: string;
  /** Vendor cards: a 2:1 logo instead of the square game cover (VendorLobbyView). */
  wide?: boolean;
}) {
  const { t } = useTranslation('lobby');
  return (
    <div role="status" aria-label={label ?? t('state.loading')} data-testid="game-grid-skeleton">
      <ul className="game-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={`game-card game-card--skeleton${wide ? ' game-card--wide' : ''}`}>
            <span className="game-card__play">
              <Skeleton shape="block" className="game-card__image" />
              <span className="game-card__name">
                <Skeleton width={`${55 + ((i * 17) % 35)}%`} />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
