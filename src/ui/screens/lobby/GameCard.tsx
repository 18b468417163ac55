import Heart from 'lucide-react/icons/heart';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LobbyGame } from '@/machines/lobby/lobby.types';
import { LazyImage } from '@/ui/components/LazyImage';
import './lobby.css';

/** Icons are square; width/height are set so a late image never moves the grid (CLS). */
export const GAME_ICON_PX = 240;

export interface GameCardProps {
  game: LobbyGame;
  onPlay(game: LobbyGame): void;
  /** Omit to hide the heart (visitors see it and get the login popup, lists without favourites do not). */
  isFavourite?: boolean;
  onToggleFavourite?(game: LobbyGame): void;
  /** Above-the-fold cards load eagerly. */
  eager?: boolean;
}

export function GameCard({ game, onPlay, isFavourite, onToggleFavourite, eager = false }: GameCardProps) {
  const { t } = useTranslation('lobby');
  return (
    <li className="game-card" data-testid="game-card" data-node-id={game.nodeId}>
      <button
        type="button"
        className="game-card__play"
        onClick={() => onPlay(game)}
        aria-label={t('card.play', { name: game.gameName })}
      >
        <LazyImage
          className="game-card__image"
          src={game.iconUrl}
          alt=""
          width={GAME_ICON_PX}
          height={GAME_ICON_PX}
          eager={eager}
        />
        <span className="game-card__name">{game.gameName}</span>
        {game.maintenance && <span className="game-card__badge">{t('card.maintenance')}</span>}
      </button>
      {onToggleFavourite && (
        <button
          type="button"
          className="game-card__fav"
          aria-pressed={isFavourite === true}
          aria-label={t(isFavourite ? 'card.unsave' : 'card.save', { name: game.gameName })}
          onClick={() => onToggleFavourite(game)}
        >
          {/* Filled when saved; the pressed state, not the picture, tells assistive technology. */}
          <Heart className="icon" aria-hidden="true" fill={isFavourite ? 'currentColor' : 'none'} />
        </button>
      )}
    </li>
  );
}

export interface GameGridProps {
  games: readonly LobbyGame[];
  onPlay(game: LobbyGame): void;
  favouriteIds?: readonly number[];
  onToggleFavourite?(game: LobbyGame): void;
  label: string;
}

/**
 * Memoised: a page change first puts the lobby in its loading state with the same games on screen, and
 * re-rendering twelve cards and their pictures for it would be part of the tap's answer (INP, ADR 020). The
 * callers pass stable callbacks.
 */
export const GameGrid = memo(function GameGrid({
  games,
  onPlay,
  favouriteIds,
  onToggleFavourite,
  label,
}: GameGridProps) {
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game, i) => (
        <GameCard
          key={game.nodeId}
          game={game}
          onPlay={onPlay}
          eager={i < 6}
          isFavourite={favouriteIds?.includes(game.nodeId)}
          onToggleFavourite={onToggleFavourite}
        />
      ))}
    </ul>
  );
});
