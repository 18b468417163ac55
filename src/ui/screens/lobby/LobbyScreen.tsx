import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { VendorLane } from '@/contracts/games.contract';
import { api, getApiLanguage } from '@/api/instance';
import { queryKeys } from '@/api/query-keys';
import {
  createFavouritesActors,
  createLobbyActors,
  fetchHotGames,
  type LobbyDeps,
} from '@/machines/lobby/lobby.actors';
import { favouritesMachine } from '@/machines/lobby/favourites.machine';
import { selectFavouriteErrorKey, selectFavouriteIds } from '@/machines/lobby/favourites.selectors';
import { readLobbyAddress } from '@/machines/lobby/lobby.address';
import { lobbyMachine } from '@/machines/lobby/lobby.machine';
import type { LobbyGame } from '@/machines/lobby/lobby.types';
import {
  selectAvailableTypes,
  selectErrorKey,
  selectFilters,
  selectGames,
  selectListType,
  selectLoadingMore,
  selectPageNo,
  selectTotalPages,
  selectView,
} from '@/machines/lobby/lobby.selectors';
import { selectLoggedIn } from '@/machines/session/session.selectors';
import { useSystemInfo } from '@/ui/hooks/system';
import { useVendorLanes } from '@/ui/hooks/queries';
import { useProtectedAction } from '@/ui/hooks/useProtectedAction';
import { useIsLoggedIn, useSessionActor } from '@/ui/hooks/useSession';
import { GameLaunchProvider, useGameLaunch } from '../game/GameLaunchProvider';
import { gameTarget } from '@/ui/hooks/categories';
import { cdnHostsFrom, resolveOn } from '@/ui/hooks/cdn';
import { useLatest } from '@/ui/hooks/useLatest';
import { readHotCache, writeHotCache } from './hot-cache';
import { gameClasses, LobbyView, type LobbyVendor, type LobbyViewProps } from './LobbyView';
import { useLobbyAddress } from './useLobbyAddress';
import { PvpRoomPicker } from './PvpRoomPicker';

export type LobbyCategory = 'RNG' | 'FISH' | 'PVP';

/** Browser-side dependencies of the lobby actors (storage, CDN pick, session, language). */
export function useLobbyDeps(): LobbyDeps {
  const queryClient = useQueryClient();
  const status = useSystemInfo();
  const session = useSessionActor();
  const hosts = useMemo(() => cdnHostsFrom(status ?? undefined), [status]);
  return useMemo(
    () => ({
      api,
      queryClient,
      language: getApiLanguage,
      // The session actor decides (ADR 013): a forced password change or a refused token is no session.
      isLoggedIn: () => selectLoggedIn(session.getSnapshot()),
      resolveImage: (path: string) => resolveOn(hosts.image, path),
      readHotCache: () => readHotCache(),
      // The copy into session storage (a large list to serialise) runs as a task of its own: inside the
      // response's task it would lengthen the task that renders the lobby at load (TBT, ADR 020).
      writeHotCache: (list) => {
        setTimeout(() => writeHotCache(list), 0);
      },
    }),
    [queryClient, hosts, session],
  );
}

/** Whether the cached hot list has games of this category (the hot tab shows only then). */
function useHasHot(deps: LobbyDeps, category: string): boolean {
  const hot = useQuery({
    queryKey: queryKeys.games.hotForCategory(category),
    queryFn: () => fetchHotGames(deps),
    initialData: () => readHotCache() ?? undefined,
    staleTime: Infinity,
  });
  return (hot.data ?? []).some((g) => g.gameType.toUpperCase() === category);
}

/**
 * The session and the hot list live outside the machines: forward their changes once each. The address
 * has its own sync (useLobbyAddress).
 */
function useForwardOutsideChanges(
  lobby: ActorRefFrom<typeof lobbyMachine>,
  favourites: ActorRefFrom<typeof favouritesMachine>,
  isLoggedIn: boolean,
  hasHot: boolean,
): void {
  const seen = useRef({ isLoggedIn, hasHot });
  useEffect(() => {
    if (seen.current.isLoggedIn !== isLoggedIn) {
      lobby.send({ type: 'lobby.session.change', isLoggedIn });
      favourites.send({ type: 'favourite.session.change', isLoggedIn });
    }
    if (seen.current.hasHot !== hasHot) lobby.send({ type: 'lobby.hot.change', hasHot });
    seen.current = { isLoggedIn, hasHot };
  }, [isLoggedIn, hasHot, lobby, favourites]);
}

/** The category's vendors as the lobby's vendor tabs show them. */
function useLobbyVendors(lanes: readonly VendorLane[], category: LobbyCategory): LobbyVendor[] {
  return useMemo(
    () =>
      (lanes.find((l) => l.title.toUpperCase() === category)?.cards ?? []).map((c) => ({
        code: c.vassalage,
        name: c.displayName,
        icon: c.smallIcon ?? c.lagerIcon ?? null,
        isHot: String(c.isHot) === '1' || c.isHot === true,
      })),
    [lanes, category],
  );
}

/** Renders only when the deferred props change: the urgent render of a store update skips it. */
const DeferredLobbyView = memo(LobbyView);

function LobbyContainer({ category }: { category: LobbyCategory }) {
  const deps = useLobbyDeps();
  const search = useSearch();
  const isLoggedIn = useIsLoggedIn();
  const hasHot = useHasHot(deps, category);
  const { launch } = useGameLaunch();
  const { lanes } = useVendorLanes();
  // The category's lane, once the lanes have loaded: the address's vendor is checked against it.
  const lane = lanes.find((l) => l.title.toUpperCase() === category);
  const classes = gameClasses();
  // What the address may ask for now (ADR 039); the machine's own guards say the same (ADR 009).
  const listTypes = [
    ...(hasHot ? (['hot'] as const) : []),
    ...(isLoggedIn ? (['fav'] as const) : []),
    'all',
    'recent',
  ] as const;
  const addressOptions = {
    vendors: lane?.cards.map((c) => c.vassalage),
    classes,
    listTypes,
  };
  // A member's PVP game opens its room list first; the room chosen goes with the launch.
  const [roomsOf, setRoomsOf] = useState<LobbyGame | null>(null);
  const play = (game: LobbyGame) => {
    if (category === 'PVP' && isLoggedIn && !game.maintenance) setRoomsOf(game);
    else launch(gameTarget(game));
  };

  // The lobby opens where its address points (ADR 039).
  const opened = readLobbyAddress(new URLSearchParams(search), addressOptions);
  // Built once per set of dependencies, not on every render: building a machine walks its whole state tree.
  const lobbyLogic = useMemo(() => lobbyMachine.provide({ actors: createLobbyActors(deps) }), [deps]);
  const favouritesLogic = useMemo(
    () => favouritesMachine.provide({ actors: createFavouritesActors(deps) }),
    [deps],
  );
  const lobby = useActorRef(lobbyLogic, { input: { category, isLoggedIn, hasHot, ...opened } });
  const favourites = useActorRef(favouritesLogic, { input: { isLoggedIn } });
  // Favourites are for members (spec 02 §6): a visitor's heart opens the login popup and the save
  // goes ahead once the login succeeds (ADR 014).
  const protect = useProtectedAction((intent) => {
    if (intent.kind !== 'favourite') return;
    favourites.send(
      intent.add
        ? { type: 'favourite.save', game: intent.game }
        : { type: 'favourite.toggle', game: intent.game },
    );
  });

  useForwardOutsideChanges(lobby, favourites, isLoggedIn, hasHot);
  // After the forwarding above: an address asking for saved games restores them once the machine
  // knows the member has logged in.
  const address = useLobbyAddress(lobby, addressOptions);

  const view = useSelector(lobby, selectView);
  const games = useSelector(lobby, selectGames);
  const listType = useSelector(lobby, selectListType);
  const filters = useSelector(lobby, selectFilters);
  const pageNo = useSelector(lobby, selectPageNo);
  const totalPages = useSelector(lobby, selectTotalPages);
  const errorKey = useSelector(lobby, selectErrorKey);
  const availableTypes = useSelector(lobby, selectAvailableTypes, shallowEqual);
  const loadingMore = useSelector(lobby, selectLoadingMore);
  const favouriteIds = useSelector(favourites, selectFavouriteIds);
  const favouriteErrorKey = useSelector(favourites, selectFavouriteErrorKey);

  const vendors = useLobbyVendors(lanes, category);
  // A vendor tab's link is the view its click leads to: all of that vendor from page 1, filters kept.
  const vendorHref = (code: string | null) =>
    address.hrefOf({ listType: 'all', pageNo: 1, filters: { ...filters, vendor: code } });
  const { choose } = address;
  // Stable card callbacks (the game grid is memoised) that always run this render's handlers.
  const cardActions = useLatest({
    play,
    toggleFavourite: (game: LobbyGame) =>
      protect({ kind: 'favourite', game, add: !favouriteIds.includes(game.nodeId) }),
  });
  const onPlay = useCallback((game: LobbyGame) => cardActions.get().play(game), [cardActions]);
  const onToggleFavourite = useCallback(
    (game: LobbyGame) => cardActions.get().toggleFavourite(game),
    [cardActions],
  );
  // The saved list shows only saved games: an un-saved card leaves at once (and comes back on rollback).
  const shown = useMemo(
    () => (listType === 'fav' ? games.filter((g) => favouriteIds.includes(g.nodeId)) : games),
    [listType, games, favouriteIds],
  );
  const viewProps: LobbyViewProps = {
    category,
    vendors,
    selectedVendor: filters.vendor,
    vendorHref,
    onVendorSelect: (code) => choose({ type: 'lobby.vendor.select', vendor: code }),
    listTypes: availableTypes,
    listType,
    onListTypeSelect: (type) => choose({ type: 'lobby.type.select', listType: type }),
    filters,
    classes,
    onClassifySelect: (value) => choose({ type: 'lobby.classify.select', gameClassify: value }),
    onMinBetSelect: (value) => choose({ type: 'lobby.minBet.select', minBet: value }),
    onSearch: (name) => choose({ type: 'lobby.search', gameName: name }),
    view,
    loadingMore,
    games: shown,
    favouriteIds,
    onToggleFavourite,
    onPlay,
    pageNo,
    totalPages,
    showPagination: listType === 'all' || listType === 'fav',
    onPageChange: (page) => {
      if (page === pageNo + 1) choose({ type: 'lobby.page.next' });
      else if (page === pageNo - 1) choose({ type: 'lobby.page.prev' });
      else choose({ type: 'lobby.page.go', pageNo: page });
    },
    errorKey,
    onRetry: () => lobby.send({ type: 'lobby.retry' }),
    favouriteErrorKey,
    onDismissFavouriteError: () => favourites.send({ type: 'favourite.dismissError' }),
  };
  // The machines' answers, the vendor lanes and the favourites all arrive in store updates, which React
  // renders at once, in one task each: the lobby would be rendered whole in each of those tasks. Deferred,
  // this render only reads the stores and the lobby renders in slices (ADR 046). While the deferred
  // render catches up with a change of the list, the lobby shows as loading over the games on screen, so
  // the previous list is never presented as the new one; anything else simply follows a moment later.
  const deferred = useDeferredValue(viewProps);
  const listCatchingUp = deferred.view !== view || deferred.games !== shown;

  return (
    <>
      <DeferredLobbyView {...deferred} view={listCatchingUp ? 'loading' : deferred.view} />
      {roomsOf && (
        <PvpRoomPicker
          game={roomsOf}
          onClose={() => setRoomsOf(null)}
          onPick={(roomId) => {
            setRoomsOf(null);
            launch({ ...gameTarget(roomsOf), ...(roomId ? { roomId } : {}) });
          }}
        />
      )}
    </>
  );
}

/** /rng, /fish, /pvp: the `games` parameter (upper-cased) may name the category explicitly. */
export function LobbyScreen({ category }: { category: LobbyCategory }) {
  const search = useSearch();
  const param = new URLSearchParams(search).get('games')?.toUpperCase();
  const resolved: LobbyCategory = param === 'RNG' || param === 'FISH' || param === 'PVP' ? param : category;
  return (
    <GameLaunchProvider>
      <LobbyContainer key={resolved} category={resolved} />
    </GameLaunchProvider>
  );
}

/** The /rng jackpot counter is rendered by the banner strip (slot `JackpotSlot`). */
export const RngScreen = () => <LobbyScreen category="RNG" />;
export const FishScreen = () => <LobbyScreen category="FISH" />;
export const PvpScreen = () => <LobbyScreen category="PVP" />;
