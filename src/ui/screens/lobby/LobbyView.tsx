import { useRef, useState, type FormEvent } from 'react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Heart from 'lucide-react/icons/heart';
import SearchX from 'lucide-react/icons/search-x';
import WifiOff from 'lucide-react/icons/wifi-off';
import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import { GAME_CLASS_BG, GAME_CLASSES, MIN_BET_OPTIONS, VENDOR_ARROWS_ABOVE } from '@/config/constants';
import { env } from '@/config/env';
import { wireLanguage } from '@/config/languages';
import type { LobbyView as LobbyViewState } from '@/machines/lobby/lobby.selectors';
import type { LobbyFilters, LobbyGame, ListType } from '@/machines/lobby/lobby.types';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import { LazyImage } from '@/ui/components/LazyImage';
import { Pagination } from '@/ui/components/Pagination';
import { Spinner } from '@/ui/components/Spinner';
import { Tabs } from '@/ui/components/Tabs';
import { GameGrid } from './GameCard';
import { GameGridSkeleton } from './GameGridSkeleton';
import './lobby.css';

export interface LobbyVendor {
  code: string;
  name: string;
  icon: string | null;
  isHot: boolean;
}

/** The build's languages as the wire names them (TY would be a wire value, ADR 051). */
const SUPPORTED_WIRE_LANGUAGES = env.languages.map(wireLanguage);

/** Spec 02 §5: BG joins the classes when TY is a supported language. */
export function gameClasses(supported: readonly string[] = SUPPORTED_WIRE_LANGUAGES): string[] {
  return supported.includes('TY') ? [...GAME_CLASSES, GAME_CLASS_BG] : [...GAME_CLASSES];
}

export interface LobbyViewProps {
  category: string;
  vendors: readonly LobbyVendor[];
  selectedVendor: string | null;
  vendorHref(code: string | null): string;
  onVendorSelect(code: string | null): void;
  listTypes: readonly ListType[];
  listType: ListType;
  onListTypeSelect(type: ListType): void;
  filters: LobbyFilters;
  classes?: readonly string[];
  onClassifySelect(value: string | null): void;
  onMinBetSelect(value: number | null): void;
  onSearch(name: string): void;
  view: LobbyViewState;
  loadingMore?: boolean;
  games: readonly LobbyGame[];
  favouriteIds?: readonly number[];
  onToggleFavourite?(game: LobbyGame): void;
  onPlay(game: LobbyGame): void;
  pageNo: number;
  totalPages: number;
  showPagination: boolean;
  onPageChange(page: number): void;
  errorKey: string | null;
  onRetry(): void;
  favouriteErrorKey?: string | null;
  onDismissFavouriteError?(): void;
}

/** A smooth scroll is motion: under `prefers-reduced-motion` the track jumps instead. */
function scrollBehaviour(): ScrollBehavior {
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}

function VendorCarousel({
  vendors,
  selected,
  href,
  onSelect,
}: {
  vendors: readonly LobbyVendor[];
  selected: string | null;
  href(code: string | null): string;
  onSelect(code: string | null): void;
}) {
  const { t } = useTranslation('lobby');
  const track = useRef<HTMLUListElement>(null);
  const arrows = vendors.length > VENDOR_ARROWS_ABOVE;
  const scroll = (dir: 1 | -1) =>
    track.current?.scrollBy({ left: dir * track.current.clientWidth * 0.8, behavior: scrollBehaviour() });
  const item = (code: string | null, label: string, icon: string | null, isHot: boolean) => (
    <li key={code ?? 'all'} className="lobby-vendors__item">
      <a
        href={href(code)}
        className="lobby-vendors__link"
        aria-current={selected === code ? 'page' : undefined}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          onSelect(code);
        }}
      >
        {icon && <LazyImage src={icon} alt="" width={80} height={40} className="lobby-vendors__icon" eager />}
        <span>{label}</span>
        {isHot && <span className="lobby-vendors__hot">{t('vendor.hot')}</span>}
      </a>
    </li>
  );
  return (
    <nav className="lobby-vendors" aria-label={t('vendor.label')}>
      {arrows && (
        <button
          type="button"
          className="lobby-vendors__arrow"
          aria-label={t('vendor.previous')}
          onClick={() => scroll(-1)}
        >
          <ChevronLeft className="icon" aria-hidden="true" />
        </button>
      )}
      <ul ref={track} className="lobby-vendors__track">
        {item(null, t('vendor.all'), null, false)}
        {vendors.map((v) => item(v.code, v.name, v.icon, v.isHot))}
      </ul>
      {arrows && (
        <button
          type="button"
          className="lobby-vendors__arrow"
          aria-label={t('vendor.next')}
          onClick={() => scroll(1)}
        >
          <ChevronRight className="icon" aria-hidden="true" />
        </button>
      )}
    </nav>
  );
}

/** A page of games that did not load (first page or the next one): what went wrong and one retry. */
function GamesFailure({ errorKey, onRetry }: { errorKey: string | null; onRetry(): void }) {
  const { t } = useTranslation(['lobby', 'errors']);
  return (
    <EmptyState
      role="alert"
      tone="danger"
      icon={WifiOff}
      level={2}
      title={t('lobby:state.error')}
      message={t(errorKey ?? 'errors:system', { defaultValue: t('errors:system') })}
      action={<Button onClick={onRetry}>{t('lobby:state.retry')}</Button>}
    />
  );
}

/** No games in this list: why, and the one step that most likely shows some (all games, all providers). */
function NoGames(props: LobbyViewProps) {
  const { t } = useTranslation('lobby');
  const fav = props.listType === 'fav';
  const action =
    props.listType !== 'all' ? (
      <Button variant="secondary" onClick={() => props.onListTypeSelect('all')}>
        {t('state.showAll')}
      </Button>
    ) : props.selectedVendor !== null ? (
      <Button variant="secondary" onClick={() => props.onVendorSelect(null)}>
        {t('vendor.all')}
      </Button>
    ) : props.filters.gameName ? (
      <Button variant="secondary" onClick={() => props.onSearch('')}>
        {t('state.clearSearch')}
      </Button>
    ) : undefined;
  return (
    <EmptyState
      icon={fav ? Heart : SearchX}
      title={t(fav ? 'state.emptyFav' : 'state.empty')}
      message={t(fav ? 'state.emptyFavHint' : 'state.emptyHint')}
      action={action}
    />
  );
}

/** The slots/fish/pvp lobby (spec 02 §2): props only. */
export function LobbyView(props: LobbyViewProps) {
  const { t } = useTranslation(['lobby', 'errors']);
  const [search, setSearch] = useState(props.filters.gameName);
  const [searchFor, setSearchFor] = useState(props.filters.gameName);
  // A filter reset elsewhere (tab switch) empties the box too.
  if (props.filters.gameName !== searchFor) {
    setSearchFor(props.filters.gameName);
    setSearch(props.filters.gameName);
  }
  // A new result set (page, filter, tab) gets fresh card nodes. Keyed reuse would move a card that was
  // below the fold (same game, other position) into view, which the browser counts as a layout shift;
  // appended pages ("load more") keep their nodes so nothing already on screen is rebuilt.
  const [grid, setGrid] = useState({ games: props.games, generation: 0 });
  if (props.games !== grid.games) {
    const appended =
      props.games.length >= grid.games.length &&
      grid.games.every((g, i) => props.games[i]?.nodeId === g.nodeId);
    setGrid({ games: props.games, generation: appended ? grid.generation : grid.generation + 1 });
  }
  const classes = props.classes ?? gameClasses();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSearch(search);
  };
  const listLabel = t(`lobby:type.${props.listType}`);
  return (
    <section className="lobby" aria-labelledby="lobby-title">
      <h1 id="lobby-title" className="visually-hidden">
        {t(`lobby:category.${props.category.toLowerCase()}`, { defaultValue: props.category })}
      </h1>
      <VendorCarousel
        vendors={props.vendors}
        selected={props.selectedVendor}
        href={props.vendorHref}
        onSelect={props.onVendorSelect}
      />
      {/* The list types are tabs over one panel: the filters, the games and their pages. */}
      <Tabs
        label={t('lobby:type.label')}
        items={props.listTypes.map((key) => ({ key, label: t(`lobby:type.${key}`) }))}
        selected={props.listType}
        onSelect={props.onListTypeSelect}
      >
        <div className="lobby__toolbar">
          <div className="lobby__filters">
            <label className="lobby__filter">
              <span>{t('lobby:filter.class')}</span>
              <select
                value={props.filters.gameClassify ?? ''}
                onChange={(e) => props.onClassifySelect(e.target.value === '' ? null : e.target.value)}
              >
                <option value="">{t('lobby:filter.all')}</option>
                {classes.map((c) => (
                  <option key={c} value={c}>
                    {t(`lobby:class.${c}`, { defaultValue: c })}
                  </option>
                ))}
              </select>
            </label>
            <label className="lobby__filter">
              <span>{t('lobby:filter.minBet')}</span>
              <select
                value={props.filters.minBet === null ? '' : String(props.filters.minBet)}
                onChange={(e) => props.onMinBetSelect(e.target.value === '' ? null : Number(e.target.value))}
              >
                <option value="">{t('lobby:filter.all')}</option>
                {MIN_BET_OPTIONS.map((b) => (
                  <option key={b} value={String(b)}>
                    {b}
                  </option>
                ))}
              </select>
            </label>
            <form role="search" className="lobby__search" onSubmit={submit}>
              <label className="lobby__filter">
                <span className="visually-hidden">{t('lobby:filter.search')}</span>
                <input
                  type="search"
                  value={search}
                  placeholder={t('lobby:filter.searchPlaceholder')}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </label>
              <Button type="submit" size="small">
                {t('lobby:filter.search')}
              </Button>
            </form>
          </div>
        </div>
        {props.favouriteErrorKey && (
          <div className="lobby__notice" role="alert">
            <span>{t(props.favouriteErrorKey, { defaultValue: t('errors:system') })}</span>
            <button
              type="button"
              className="lobby__notice-close"
              onClick={props.onDismissFavouriteError}
              aria-label={t('lobby:close')}
            >
              <X className="icon" aria-hidden="true" />
            </button>
          </div>
        )}
        <div className="lobby__body" aria-busy={props.view === 'loading'}>
          {/* First page: cards in the real card's size, so nothing moves when the games arrive. */}
          {props.view === 'loading' && props.games.length === 0 && (
            <GameGridSkeleton label={t('lobby:state.loading')} />
          )}
          {props.view === 'empty' && <NoGames {...props} />}
          {props.view === 'error' && <GamesFailure errorKey={props.errorKey} onRetry={props.onRetry} />}
          {(props.view === 'ready' || (props.view === 'loading' && props.games.length > 0)) && (
            <>
              {/* The previous page stays while the next one loads: swapping in a spinner would move everything below. */}
              {props.view === 'loading' && (
                <div className="lobby__loading-overlay">
                  <Spinner label={t('lobby:state.loading')} />
                </div>
              )}
              <GameGrid
                key={grid.generation}
                games={props.games}
                onPlay={props.onPlay}
                favouriteIds={props.favouriteIds}
                onToggleFavourite={props.onToggleFavourite}
                label={listLabel}
              />
              {props.loadingMore && <Spinner label={t('lobby:state.loadingMore')} />}
              {props.errorKey && !props.loadingMore && (
                <GamesFailure errorKey={props.errorKey} onRetry={props.onRetry} />
              )}
            </>
          )}
        </div>
        {props.showPagination && props.totalPages > 1 && (
          <Pagination
            page={props.pageNo}
            totalPages={props.totalPages}
            onChange={props.onPageChange}
            label={t('lobby:pagination')}
          />
        )}
      </Tabs>
    </section>
  );
}
