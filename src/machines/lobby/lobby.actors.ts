import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/query-core';
import type { ApiClient } from '@/api/types';
import { queryKeys } from '@/api/query-keys';
import { GAME_PAGE_SIZE } from '@/config/constants';
import { gamesContract } from '@/contracts/games.contract';
import type { Game } from '@/contracts/games.contract';
import type { FavouriteChange, GamePage, LobbyGame, PageRequest } from './lobby.types';
import { fetchShared } from './shared-fetch';
import { unlessAbandoned } from '../shared/abandon';

/**
 * Real implementations of the lobby and favourites actors. Everything the browser owns (storage,
 * CDN choice, session) is injected, so the machines stay free of the DOM and tests can fake it.
 */
export interface LobbyDeps {
  api: ApiClient;
  queryClient: QueryClient;
  language(): string;
  isLoggedIn(): boolean;
  /** Resolves a relative icon path against an image CDN host (chosen at random per session). */
  resolveImage(path: string): string;
  /** The cached hot list (sessionStorage HOT_GAMES); null when nothing is cached yet. */
  readHotCache(): Game[] | null;
  writeHotCache(list: Game[]): void;
}

export const toLobbyGame = (game: Game, resolveImage: (path: string) => string = (p) => p): LobbyGame => {
  const flags = game.flags ?? [];
  return {
    nodeId: Number(game.nodeId),
    gameId: game.gameId,
    gameCode: game.gameCode ?? game.gameId,
    gameName: game.gameName,
    gameType: game.gameType.toUpperCase(),
    vassalage: game.vassalage,
    iconUrl: resolveImage(game.iconUrl ?? game.defaultIcon ?? ''),
    defaultPlayType: flags.includes('VASSALAGE') ? 'VASSALAGE' : (game.defaultPlayType ?? null),
    maintenance: game.maintenance === true,
  };
};

/**
 * The hot list for every category, fetched once per tab session (spec 02 §4: "the cached hot list").
 * `signal` aborts the request when the caller no longer wants it (the machine left its state).
 */
export async function fetchHotGames(deps: LobbyDeps, signal?: AbortSignal): Promise<Game[]> {
  return fetchShared(
    deps.queryClient,
    {
      queryKey: queryKeys.games.hot({ isPlatform: 2, language: deps.language() }),
      request: async (requestSignal) => {
        const cached = deps.readHotCache();
        if (cached) return cached;
        const value = await deps.api.call(
          gamesContract.hot,
          { query: { isPlatform: 2, platform: 'html5', language: deps.language() } },
          { signal: requestSignal },
        );
        deps.writeHotCache(value.list);
        return value.list;
      },
      staleTime: Infinity,
    },
    signal,
  );
}

const sameType = (game: Game, category: string) => game.gameType.toUpperCase() === category.toUpperCase();

export async function loadGamePage(
  deps: LobbyDeps,
  req: PageRequest,
  signal?: AbortSignal,
): Promise<GamePage> {
  const map = (games: Game[]) => games.map((g) => toLobbyGame(g, deps.resolveImage));
  const { filters, category, pageNo } = req;
  switch (req.listType) {
    case 'hot': {
      const list = (await fetchHotGames(deps, signal)).filter(
        (g) => sameType(g, category) && (!filters.vendor || g.vassalage === filters.vendor),
      );
      return { games: map(list), totalPages: list.length > 0 ? 1 : 0 };
    }
    case 'fav': {
      const query = {
        pageNo,
        pageSize: GAME_PAGE_SIZE,
        gameType: category,
        platform: 'html5',
        clientType: 2,
        language: deps.language(),
      };
      const value = await fetchShared(
        deps.queryClient,
        {
          queryKey: queryKeys.games.favourites(query),
          request: (s) => deps.api.call(gamesContract.favourites, { query }, { signal: s }),
          staleTime: 0,
        },
        signal,
      );
      return { games: map(value.content), totalPages: value.totalPages };
    }
    case 'recent': {
      if (!deps.isLoggedIn()) return { games: [], totalPages: 0 };
      const query = { pageNo, pageSize: GAME_PAGE_SIZE, gameType: category };
      const value = await fetchShared(
        deps.queryClient,
        {
          queryKey: queryKeys.games.recent({ gameType: category, pageNum: pageNo }),
          request: (s) => deps.api.call(gamesContract.recent, { query }, { signal: s }),
          staleTime: 0,
        },
        signal,
      );
      return { games: map(value.list), totalPages: value.totalPages ?? 1 };
    }
    case 'all': {
      const query = {
        pageNo,
        pageSize: GAME_PAGE_SIZE,
        gameType: category,
        platform: 'html5',
        clientType: 2,
        ...(filters.vendor ? { vassalage: filters.vendor } : {}),
        ...(filters.gameClassify ? { gameClassify: filters.gameClassify } : {}),
        ...(filters.minBet !== null ? { minBet: filters.minBet } : {}),
        // G: the relay answers an empty list when language goes with gameName.
        ...(filters.gameName ? { gameName: filters.gameName } : { language: deps.language() }),
      };
      const value = await fetchShared(
        deps.queryClient,
        {
          queryKey: queryKeys.games.list(query),
          request: (s) => deps.api.call(gamesContract.list, { query }, { signal: s }),
        },
        signal,
      );
      return { games: map(value.games), totalPages: value.totalPages };
    }
  }
}

type FavouritesDeps = Pick<LobbyDeps, 'api' | 'queryClient' | 'isLoggedIn'>;

async function loadFavouriteIds(deps: FavouritesDeps, signal: AbortSignal): Promise<number[]> {
  if (!deps.isLoggedIn()) return [];
  const ids = await fetchShared(
    deps.queryClient,
    {
      queryKey: queryKeys.games.favouriteIds(),
      request: (s) => deps.api.call(gamesContract.favouriteIds, {}, { signal: s }),
      staleTime: 0,
    },
    signal,
  );
  return ids.map(Number);
}

/**
 * Each actor hands its `signal` down to the client: leaving the state aborts the request, and the
 * abandoned request's outcome never reaches the machine (`unlessAbandoned`).
 */
export const createLobbyActors = (deps: LobbyDeps) => ({
  loadPage: fromPromise<GamePage, PageRequest>(({ input, signal }) =>
    unlessAbandoned(signal, loadGamePage(deps, input, signal)),
  ),
});

export const createFavouritesActors = (deps: FavouritesDeps) => ({
  loadFavouriteIds: fromPromise<number[], void>(({ signal }) =>
    unlessAbandoned(signal, loadFavouriteIds(deps, signal)),
  ),
  toggleFavourite: fromPromise<void, FavouriteChange | null>(async ({ input, signal }) => {
    if (!input) throw new Error('no pending favourite change');
    const body = { nodeId: input.game.nodeId, vendor: input.game.vassalage, gameType: input.game.gameType };
    if (input.add) await deps.api.call(gamesContract.addFavourite, { body }, { signal });
    else await deps.api.call(gamesContract.removeFavourite, { body }, { signal });
    // The saved list and the ids are stale now (the heart itself already shows the change).
    await deps.queryClient.invalidateQueries({ queryKey: ['session', 'games'] });
  }),
});
