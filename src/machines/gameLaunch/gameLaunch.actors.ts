import { fromPromise } from 'xstate';
import type { QueryClient } from '@tanstack/query-core';
import type { ApiClient } from '@/api/types';
import { queryKeys } from '@/api/query-keys';
import { GAME_PAGE_SIZE } from '@/config/constants';
import { gamesContract } from '@/contracts/games.contract';
import type { LaunchValue } from '@/contracts/games.contract';
import { toLobbyGame } from '../lobby/lobby.actors';
import { fetchShared } from '../lobby/shared-fetch';
import type { LobbyGame } from '../lobby/lobby.types';
import { RECOMMENDED_COUNT, type LaunchResult, type LaunchTarget } from './gameLaunch.machine';

export interface LaunchDeps {
  api: ApiClient;
  queryClient: QueryClient;
  language(): string;
  username(): string | null;
  /** Resolves a relative launch address against a launch CDN host (chosen at random). */
  resolveLaunchUrl(url: string): string;
  resolveImage(path: string): string;
}

/** Where the address sits: value.content.game_url; pvp: value.content; older builds: url/gameUrl/link/launchUrl. */
export function launchAddress(value: LaunchValue): string | null {
  if (typeof value.content === 'string') return value.content;
  if (value.content && typeof value.content.game_url === 'string') return value.content.game_url;
  return value.url ?? value.gameUrl ?? value.link ?? value.launchUrl ?? null;
}

export class LaunchAddressMissingError extends Error {
  readonly messageKey = 'errors:system';
  constructor() {
    super('launchGame answered without an address');
  }
}

export async function launchGame(
  deps: LaunchDeps,
  target: LaunchTarget,
  signal?: AbortSignal,
): Promise<LaunchResult> {
  const value = await deps.api.call(
    gamesContract.launch,
    {
      query: {
        launchMode: 'GLS',
        confirmTrans: 0,
        platform: 'html5',
        clientType: 2,
        accountType: 1,
        language: deps.language(),
        webView: false,
        isCoin: false,
        vassalage: target.vassalage,
        ...(target.gameId ? { gameId: target.gameId } : {}),
        ...(target.nodeId !== undefined ? { nodeId: target.nodeId } : {}),
        ...(target.roomId ? { roomId: target.roomId } : {}),
        ...(deps.username() ? { username: deps.username() ?? '' } : {}),
      },
    },
    { signal },
  );
  const address = launchAddress(value);
  if (!address) throw new LaunchAddressMissingError();
  // Launching records the game as recent on the server: drop the cached recent pages.
  void deps.queryClient.invalidateQueries({ queryKey: ['session', 'games', 'recent'] });
  return { url: deps.resolveLaunchUrl(address) };
}

async function listGames(
  deps: LaunchDeps,
  signal: AbortSignal,
  gameType: string,
  vassalage?: string,
): Promise<LobbyGame[]> {
  const query = {
    pageNo: 1,
    pageSize: GAME_PAGE_SIZE,
    gameType,
    platform: 'html5',
    clientType: 2,
    language: deps.language(),
    ...(vassalage ? { vassalage } : {}),
  };
  const value = await fetchShared(
    deps.queryClient,
    {
      queryKey: queryKeys.games.list(query),
      request: (s) => deps.api.call(gamesContract.list, { query }, { signal: s }),
    },
    signal,
  );
  return value.games.map((g) => toLobbyGame(g, deps.resolveImage));
}

/** Each actor hands its `signal` down to the client: leaving the state aborts the request. */
export const createGameLaunchActors = (deps: LaunchDeps) => ({
  launchGame: fromPromise<LaunchResult, LaunchTarget>(({ input, signal }) => launchGame(deps, input, signal)),
  /** The popup list of a VASSALAGE entry: that vendor's games, each launched directly. */
  loadVendorGames: fromPromise<LobbyGame[], LaunchTarget>(async ({ input, signal }) =>
    (await listGames(deps, signal, input.gameType, input.vassalage)).map((g) => ({
      ...g,
      defaultPlayType: null,
    })),
  ),
  /** Three other playable games of the same category. */
  loadRecommended: fromPromise<LobbyGame[], LaunchTarget>(async ({ input, signal }) =>
    (await listGames(deps, signal, input.gameType))
      .filter((g) => g.nodeId !== input.nodeId && !g.maintenance && g.defaultPlayType !== 'VASSALAGE')
      .slice(0, RECOMMENDED_COUNT),
  ),
});
