import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/query-core';
import type { ApiClient } from '@/api/types';
import { queryKeys } from '@/api/query-keys';
import { GAME_PAGE_SIZE } from '@/config/constants';
import { contract } from '@/contracts';
import type { Game } from '@/contracts/games.contract';
import type { FavouriteChange, GamePage, LobbyGame, PageRequest } from './lobby.types';

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

/** The hot list for every category, fetched once per tab session (spec 02 §4: "the cached hot list"). */
export async function fetchHotGames(deps: LobbyDeps): Promise<Game[]> {
  return deps.queryClient.fetchQuery({
    queryKey: queryKeys.games.hot({ isPlatform: 2, language: deps.language() }),
    queryFn: async () => {
      const cached = deps.readHotCache();
      if (cached) return cached;
      const value = await deps.api.call(contract.games.hot, {
        query: { isPlatform: 2, platform: 'html5', language: deps.language() },
      });
      deps.writeHotCache(value.list);
      return value.list;
    },
    staleTime: Infinity,
  });
}

const sameType = (game: Game, category: string) => game.gameType.toUpperCase() === category.toUpperCase();

export async function loadGamePage(deps: LobbyDeps, req: PageRequest): Promise<GamePage> {
  const map = (games: Game[]) => games.map((g) => toLobbyGame(g, deps.resolveImage));
  const { filters, category, pageNo } = req;
  switch (req.listType) {
    case 'hot': {
      const list = (await fetchHotGames(deps)).filter(
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
      const value = await deps.queryClient.fetchQuery({
        queryKey: queryKeys.games.favourites(query),
        queryFn: () => deps.api.call(contract.games.favourites, { query }),
        staleTime: 0,
      });
      return { games: map(value.content), totalPages: value.totalPages };
    }
    case 'recent': {
      if (!deps.isLoggedIn()) return { games: [], totalPages: 0 };
      const query = { pageNo, pageSize: GAME_PAGE_SIZE, gameType: category };
      const value = await deps.queryClient.fetchQuery({
        queryKey: queryKeys.games.recent({ gameType: category, pageNum: pageNo }),
        queryFn: () => deps.api.call(contract.games.recent, { query }),
        staleTime: 0,
      });
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
      const value = await deps.queryClient.fetchQuery({
        queryKey: queryKeys.games.list(query),
        queryFn: () => deps.api.call(contract.games.list, { query }),
      });
      return { games: map(value.games), totalPages: value.totalPages };
    }
  }
}

export const createLobbyActors = (deps: LobbyDeps) => ({
  loadPage: fromPromise<GamePage, PageRequest>(({ input }) => loadGamePage(deps, input)),
});

export const createFavouritesActors = (deps: Pick<LobbyDeps, 'api' | 'queryClient' | 'isLoggedIn'>) => ({
  loadFavouriteIds: fromPromise<number[], void>(async () => {
    if (!deps.isLoggedIn()) return [];
    const ids = await deps.queryClient.fetchQuery({
      queryKey: queryKeys.games.favouriteIds(),
      queryFn: () => deps.api.call(contract.games.favouriteIds, {}),
      staleTime: 0,
    });
    return ids.map(Number);
  }),
  toggleFavourite: fromPromise<void, FavouriteChange | null>(async ({ input }) => {
    if (!input) throw new Error('no pending favourite change');
    const body = { nodeId: input.game.nodeId, vendor: input.game.vassalage, gameType: input.game.gameType };
    if (input.add) await deps.api.call(contract.games.addFavourite, { body });
    else await deps.api.call(contract.games.removeFavourite, { body });
    // The saved list and the ids are stale now (the heart itself already shows the change).
    await deps.queryClient.invalidateQueries({ queryKey: ['session', 'games'] });
  }),
});
