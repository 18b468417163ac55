import { useDeferredValue, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { api, getApiLanguage } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import type { LaunchTarget } from '@/machines/gameLaunch/gameLaunch.machine';
import { LazyImage } from '@/ui/components/LazyImage';
import { LoadFailure } from '@/ui/components/LoadFailure';
import { Modal } from '@/ui/components/Modal';
import { Spinner } from '@/ui/components/Spinner';
import { loadSearchIndex, type SearchEntry } from '@/ui/components/search/catalogue';
import {
  clearRecentSearches,
  readRecentSearches,
  rememberSearch,
} from '@/ui/components/search/recentSearches';
import { RESULT_LIMIT } from '@/ui/components/search/searchIndex';
import { cdnHostsFrom, resolveOn } from '@/ui/hooks/cdn';
import { useLanguage, useVendorLanes } from '@/ui/hooks/queries';
import { useSystemInfo } from '@/ui/hooks/system';
import '@/ui/components/TextField.css';
import './search.css';

export interface SearchPanelProps {
  open: boolean;
  onClose(): void;
  onClosed(): void;
  /** Launches through the layout's game launch (login, trial, vendor popup: the same gating as a card). */
  onLaunch(target: LaunchTarget): void;
}

const RESULT_ICON_PX = 48;

/**
 * The catalogue and its index for the current language: loaded when the search first opens, kept for the
 * session (not member data: a logout keeps it), asked again in another language (ADR 038). Each gameList
 * call has the API client's timeout (ADR 013); a failure or a timeout shows why, with one retry.
 */
function useSearchIndex() {
  const language = useLanguage();
  const lanes = useVendorLanes();
  const status = useSystemInfo();
  const hosts = useMemo(() => cdnHostsFrom(status ?? undefined), [status]);
  const query = useQuery({
    queryKey: queryKeys.games.searchCatalogue(language),
    queryFn: ({ signal }) =>
      loadSearchIndex({
        api,
        language: getApiLanguage(),
        lanes: lanes.lanes,
        resolveImage: (path) => resolveOn(hosts.image, path),
        signal,
      }),
    enabled: lanes.lanes.length > 0,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const lanesFailed = lanes.lanes.length === 0 && lanes.error !== null;
  return {
    index: query.data ?? null,
    error: lanesFailed ? lanes.error : query.error,
    retrying: lanesFailed ? lanes.isRefetching : query.isFetching,
    retry: lanesFailed ? lanes.refetch : () => void query.refetch(),
  };
}

type Option = { kind: 'recent'; text: string } | { kind: 'result'; entry: SearchEntry };

/**
 * The combobox pattern (WAI-ARIA APG): focus stays in the field, the arrows (and Home/End) move the
 * active option, Enter takes the active option, else the best result (never a recent the player did
 * not pick).
 */
function onComboboxKey(
  e: KeyboardEvent<HTMLInputElement>,
  {
    options,
    current,
    query,
    setActive,
    choose,
  }: {
    options: readonly Option[];
    current: number;
    query: string;
    setActive(index: number): void;
    choose(option: Option): void;
  },
): void {
  if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
    if (options.length === 0) return;
    e.preventDefault();
    const step = e.key === 'ArrowDown' ? 1 : -1;
    setActive((current + step + options.length) % options.length);
  } else if (e.key === 'Home' && current >= 0) {
    e.preventDefault();
    setActive(0);
  } else if (e.key === 'End' && current >= 0) {
    e.preventDefault();
    setActive(options.length - 1);
  } else if (e.key === 'Enter') {
    const option = options[current] ?? (query ? options[0] : undefined);
    if (!option) return;
    e.preventDefault();
    choose(option);
  }
}

/** "Recent searches" and the button that forgets them. */
function RecentHead({ headingId, onClear }: { headingId: string; onClear(): void }) {
  const { t } = useTranslation('shell');
  return (
    <div className="search-panel__recent-head">
      <h3 id={headingId} className="search-panel__heading">
        {t('search.recent')}
      </h3>
      <button type="button" className="search-panel__clear" aria-describedby={headingId} onClick={onClear}>
        {t('search.clearRecent')}
      </button>
    </div>
  );
}

export function SearchPanel({ open, onClose, onClosed, onLaunch }: SearchPanelProps) {
  const { t } = useTranslation('shell');
  const { index, error, retrying, retry } = useSearchIndex();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [recents, setRecents] = useState(readRecentSearches);
  // Typing stays at the keyboard's pace; the list follows as soon as the main thread is free.
  const query = useDeferredValue(text).trim();
  const results = useMemo(() => (index && query ? index.search(query, RESULT_LIMIT) : []), [index, query]);
  const options: Option[] = query
    ? results.map((entry) => ({ kind: 'result', entry }))
    : recents.map((r) => ({ kind: 'recent', text: r }));
  const baseId = useId();
  const listId = `${baseId}-list`;
  const recentHeadingId = `${baseId}-recent`;
  const optionId = (i: number) => `${baseId}-option-${i}`;
  const current = active >= 0 && active < options.length ? active : -1;

  const change = (value: string) => {
    setText(value);
    setActive(-1);
  };

  const choose = (option: Option) => {
    if (option.kind === 'recent') return change(option.text);
    setRecents(rememberSearch(query));
    onClose();
    onLaunch(option.entry.target);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) =>
    onComboboxKey(e, { options, current, query, setActive, choose });

  const announce = !query
    ? ''
    : !index
      ? error
        ? t('search.failed')
        : t('search.loading')
      : results.length === 0
        ? t('search.noResults', { query })
        : t('search.results', { count: results.length });

  return (
    <Modal
      open={open}
      onClose={onClose}
      onClosed={onClosed}
      title={t('search.title')}
      closeOnBackdrop
      draggable={false}
      height="auto"
      className="search-panel"
    >
      <div className="search-panel__field field">
        <label htmlFor={`${baseId}-input`} className="field__label">
          {t('search.label')}
        </label>
        <div className="field__control">
          <input
            id={`${baseId}-input`}
            className="field__input"
            type="search"
            role="combobox"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={t('search.placeholder')}
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={options.length > 0 ? listId : undefined}
            aria-activedescendant={current >= 0 ? optionId(current) : undefined}
            value={text}
            onChange={(e) => change(e.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
      </div>
      {/* Said once the list settles: how many games, none, or that the list is still loading. */}
      {/* data-query: the query the list on screen answers (the bench times a keystroke to it). */}
      <p className="visually-hidden" role="status" data-query={query}>
        {announce}
      </p>
      {!query && recents.length > 0 && (
        <RecentHead
          headingId={recentHeadingId}
          onClear={() => {
            clearRecentSearches();
            setRecents([]);
            setActive(-1);
          }}
        />
      )}
      {options.length > 0 && (
        <ul
          id={listId}
          role="listbox"
          className="search-panel__list"
          aria-label={query ? t('search.resultsLabel') : t('search.recent')}
        >
          {options.map((option, i) => (
            // Options are chosen with the field's keys (aria-activedescendant) or a tap; they take no focus.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.kind === 'recent' ? `recent:${option.text}` : option.entry.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === current}
              className="search-panel__option"
              onClick={() => choose(option)}
              onMouseMove={() => current !== i && setActive(i)}
            >
              {option.kind === 'recent' ? (
                <span className="search-panel__name">{option.text}</span>
              ) : (
                <ResultRow entry={option.entry} />
              )}
            </li>
          ))}
        </ul>
      )}
      {!query && recents.length === 0 && <p className="search-panel__note">{t('search.empty')}</p>}
      {query && !index && !error && (
        <p className="search-panel__note">
          <Spinner size="small" decorative /> {t('search.loading')}
        </p>
      )}
      {query && index && results.length === 0 && (
        <p className="search-panel__note">{t('search.noResults', { query })}</p>
      )}
      {error !== null && !index && (
        <LoadFailure error={error} onRetry={retry} retrying={retrying} title={t('search.failed')} />
      )}
    </Modal>
  );
}

function ResultRow({ entry }: { entry: SearchEntry }) {
  const { t } = useTranslation('shell');
  const type = t(`gameTypes.${entry.gameType}`, { defaultValue: entry.gameType });
  const isVendor = entry.target.kind === 'vendor';
  return (
    <>
      <LazyImage
        className="search-panel__icon"
        src={entry.iconUrl}
        alt=""
        width={RESULT_ICON_PX}
        height={RESULT_ICON_PX}
      />
      <span className="search-panel__text">
        <span className="search-panel__name">{entry.displayName}</span>
        <span className="search-panel__meta">
          {isVendor ? `${t('search.vendorEntry')} · ${type}` : `${entry.vendorName} · ${type}`}
        </span>
      </span>
    </>
  );
}
