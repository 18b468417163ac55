import Store from 'lucide-react/icons/store';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import type { VendorCard } from '@/contracts/games.contract';
import { LazyImage } from '@/ui/components/LazyImage';
import { EmptyState } from '@/ui/components/EmptyState';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { GameGridSkeleton } from './GameGridSkeleton';
import './lobby.css';

export interface VendorLobbyViewProps {
  title: string;
  vendors: readonly VendorCard[];
  loading: boolean;
  /** The `game` parameter: that vendor is shown first and marked. */
  selected: string | null;
  onPlay(vendor: VendorCard): void;
  /** The vendor list did not load: its message and a retry replace the grid. */
  error?: unknown;
  retrying?: boolean;
  onRetry?(): void;
}

/** /live, /sports, /esports, /elott, /arcade: one card per vendor; a click launches it. */
export function VendorLobbyView({
  title,
  vendors,
  loading,
  selected,
  onPlay,
  error,
  retrying = false,
  onRetry,
}: VendorLobbyViewProps) {
  const { t } = useTranslation('lobby');
  const ordered = selected
    ? [...vendors].sort((a, b) => Number(b.vassalage === selected) - Number(a.vassalage === selected))
    : vendors;
  return (
    <section className="lobby" aria-labelledby="vendor-lobby-title">
      <h1 id="vendor-lobby-title" className="lobby__subtitle">
        {title}
      </h1>
      {loading ? (
        <GameGridSkeleton wide count={8} label={t('state.loading')} />
      ) : error && onRetry ? (
        <LoadFailure error={error} title={t('state.error')} retrying={retrying} onRetry={onRetry} />
      ) : ordered.length === 0 ? (
        <EmptyState
          icon={Store}
          title={t('state.emptyVendors')}
          message={t('state.emptyVendorsHint')}
          action={
            <Link href={paths.home.getHref()} className="btn btn--secondary">
              {t('state.home')}
            </Link>
          }
        />
      ) : (
        <ul className="game-grid" aria-label={title}>
          {ordered.map((v) => (
            <li key={v.vassalage} className="game-card game-card--wide" data-testid="vendor-card">
              <button
                type="button"
                className="game-card__play"
                aria-current={v.vassalage === selected ? 'true' : undefined}
                onClick={() => onPlay(v)}
                aria-label={t('card.play', { name: v.displayName })}
              >
                <LazyImage
                  className="game-card__image"
                  src={v.lagerIcon ?? v.smallIcon}
                  alt=""
                  width={160}
                  height={80}
                />
                <span className="game-card__name">{v.displayName}</span>
                {v.maintenance && <span className="game-card__badge">{t('card.maintenance')}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
