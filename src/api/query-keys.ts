/**
 * react-query keys, one factory per thing, grouped by contract domain. Everything that belongs to
 * the logged-in member starts with `'session'`, so logout (or an expired session) can drop it all
 * with `queryClient.removeQueries({ queryKey: queryKeys.sessionScope })`. Add keys here (additively).
 */
import type { z } from 'zod';
import type { announcementsQuery } from '@/contracts/home.contract';
import type { favouritesQuery, gameListQuery, hotGamesQuery } from '@/contracts/games.contract';

type GameListParams = z.input<typeof gameListQuery>;
type HotGamesParams = z.input<typeof hotGamesQuery>;
type FavouritesParams = z.input<typeof favouritesQuery>;
type AnnouncementsParams = z.input<typeof announcementsQuery>;

const SESSION = 'session' as const;

export const queryKeys = {
  /** Prefix of every member-scoped key. */
  sessionScope: [SESSION] as const,
  system: {
    all: ['system'] as const,
    status: () => ['system', 'status'] as const,
    domainRoute: () => ['system', 'domainRoute'] as const,
    country: () => ['system', 'country'] as const,
    helpCenter: (lang: string) => ['system', 'helpCenter', lang] as const,
    customerService: () => ['system', 'customerService'] as const,
    registerSettings: () => ['system', 'registerSettings'] as const,
  },
  home: {
    all: ['home'] as const,
    /** The language is part of the key: notices come back translated. */
    announcements: (params: AnnouncementsParams = {}, lang?: string) =>
      ['home', 'announcements', params, lang] as const,
    banners: (group: string, lang?: string) => ['home', 'banners', group, lang] as const,
    winnerBoard: () => ['home', 'winnerBoard'] as const,
  },
  games: {
    all: ['games'] as const,
    vendors: (lang?: string) => ['games', 'vendors', lang] as const,
    list: (params: GameListParams) => ['games', 'list', params] as const,
    hot: (params: HotGamesParams = {}) => ['games', 'hot', params] as const,
    recent: (params: { gameType?: string; pageNum?: number } = {}) =>
      [SESSION, 'games', 'recent', params] as const,
    favouriteIds: () => [SESSION, 'games', 'favouriteIds'] as const,
    favourites: (params: FavouritesParams = {}) => [SESSION, 'games', 'favourites', params] as const,
    /** Whether the cached hot list has games of a category (the lobby's hot tab). */
    hotForCategory: (category: string) => ['games', 'hot', 'category', category] as const,
    launchFB: (lang: string) => ['games', 'launchFB', lang] as const,
  },
  lottery: {
    all: ['lottery'] as const,
    menus: (prizeMode: string) => ['lottery', 'menus', prizeMode] as const,
    vnMenus: () => ['lottery', 'vnMenus'] as const,
    vnNumbers: (count: number) => ['lottery', 'vnNumbers', count] as const,
    popular: (count: number) => ['lottery', 'popular', count] as const,
    /** The launched lottery lobby address (member-scoped: it carries the session). */
    lobby: (gameCode: string, vendor: string, playType: string) =>
      [SESSION, 'lottery', 'lobby', gameCode, vendor, playType] as const,
  },
  wallet: {
    balance: () => [SESSION, 'wallet', 'balance'] as const,
    consolidated: () => [SESSION, 'wallet', 'consolidated'] as const,
  },
  member: {
    info: () => [SESSION, 'member', 'info'] as const,
    rankProgress: () => [SESSION, 'member', 'rankProgress'] as const,
  },
  messages: {
    unreadCount: () => [SESSION, 'messages', 'unreadCount'] as const,
  },
} as const;
