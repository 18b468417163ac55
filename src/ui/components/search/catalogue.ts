import type { ApiClient } from '@/api/types';
import { LOBBY_GAME_TYPES } from '@/config/constants';
import { gamesContract, type Game, type VendorLane } from '@/contracts/games.contract';
import type { LaunchTarget } from '@/machines/gameLaunch/gameLaunch.machine';
import { toLobbyGame } from '@/machines/lobby/lobby.actors';
import { categoryOfVendor, gameTarget, vendorTarget } from '@/ui/hooks/categories';
import type { SearchDocument } from './matcher';
import { SEARCH_MEASURES, buildSearchIndex, measure, type SearchIndex } from './searchIndex';

/** One entry of the search: a game, or a vendor whose category has no game list (live, sports...). */
export interface SearchEntry extends SearchDocument {
  /** RNG, FISH, PVP, LIVE, ... (the result shows the type's name). */
  gameType: string;
  iconUrl: string;
  /** What a tap or Enter launches, through the same gating as a card. */
  target: LaunchTarget;
}

/** Games per gameList page: the fewest calls a relay is likely to allow. */
export const CATALOGUE_PAGE_SIZE = 100;
/** Vendor lists loaded at once: a handful, so a big catalogue does not queue the site's other calls. */
export const CATALOGUE_CONCURRENCY = 4;

export interface CatalogueDeps {
  api: ApiClient;
  /** The wire's language code (names come back translated). */
  language: string;
  lanes: readonly VendorLane[];
  resolveImage(path: string): string;
  signal?: AbortSignal;
}

const isGameListType = (type: string) => (LOBBY_GAME_TYPES as readonly string[]).includes(type);

/** The wire's display name when the relay sends one (the wire protocol's gameList fields), else the game name. */
const displayNameOf = (game: Game): string =>
  typeof game.displayName === 'string' && game.displayName.trim() ? game.displayName : game.gameName;

/** Every page of one vendor's games of one type (GCSGAME_gameList is paged per vendor and type). */
async function loadVendorGames(deps: CatalogueDeps, gameType: string, vassalage: string): Promise<Game[]> {
  const games: Game[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const value = await deps.api.call(
      gamesContract.list,
      {
        query: {
          pageNo,
          pageSize: CATALOGUE_PAGE_SIZE,
          gameType,
          vassalage,
          platform: 'html5',
          clientType: 2,
          language: deps.language,
        },
      },
      deps.signal ? { signal: deps.signal } : undefined,
    );
    games.push(...value.games);
    if (pageNo >= value.totalPages || value.games.length === 0) return games;
  }
}

/** Runs the tasks a few at a time; the first failure rejects (the panel offers one retry for all). */
async function inPool<T>(tasks: readonly (() => Promise<T>)[], size: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next;
      next += 1;
      const task = tasks[i];
      if (task) results[i] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, tasks.length) }, worker));
  return results;
}

/**
 * The whole catalogue the merchant offers, in the current language: every game of every vendor of the
 * game-list types (slots, fishing, cards), and the vendors of the other types as entries of their own.
 */
export async function loadCatalogue(deps: CatalogueDeps): Promise<SearchEntry[]> {
  const vendorName = new Map<string, string>();
  const lists: { gameType: string; vassalage: string }[] = [];
  const vendorEntries: SearchEntry[] = [];
  for (const lane of deps.lanes) {
    for (const card of lane.cards) {
      const category = categoryOfVendor(lane.title, card.vassalage);
      vendorName.set(card.vassalage, card.displayName);
      if (isGameListType(category)) {
        lists.push({ gameType: category, vassalage: card.vassalage });
      } else {
        vendorEntries.push({
          id: `vendor:${category}:${card.vassalage}`,
          displayName: card.displayName,
          gameName: card.displayName,
          vendorName: card.displayName,
          gameType: category,
          iconUrl: deps.resolveImage(card.smallIcon ?? card.lagerIcon ?? ''),
          target: vendorTarget(card, category),
        });
      }
    }
  }
  const pages = await inPool(
    lists.map((l) => () => loadVendorGames(deps, l.gameType, l.vassalage)),
    CATALOGUE_CONCURRENCY,
  );
  const seen = new Set<number>();
  const games: SearchEntry[] = [];
  for (const game of pages.flat()) {
    const lobbyGame = toLobbyGame(game, deps.resolveImage);
    if (seen.has(lobbyGame.nodeId)) continue;
    seen.add(lobbyGame.nodeId);
    games.push({
      id: String(lobbyGame.nodeId),
      displayName: displayNameOf(game),
      gameName: game.gameName,
      vendorName: vendorName.get(game.vassalage) ?? game.vassalage,
      gameType: lobbyGame.gameType,
      iconUrl: lobbyGame.iconUrl,
      target: gameTarget(lobbyGame),
    });
  }
  return [...games, ...vendorEntries];
}

/** The catalogue and its index, built once per language and kept for the session (the query cache). */
export async function loadSearchIndex(deps: CatalogueDeps): Promise<SearchIndex<SearchEntry>> {
  const started = performance.now();
  const index = await buildSearchIndex(await loadCatalogue(deps));
  measure(SEARCH_MEASURES.catalogue, started);
  return index;
}
