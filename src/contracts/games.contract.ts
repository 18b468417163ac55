import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { flag, idLike, pageQuery, pagedList, queryBoolean, knownItems } from './common';
import { anyValue, responds } from './envelope';
import { designed, meta } from './meta';
import { nameRoutes } from './names';

const c = initContract();

/** Lobby categories of A; COCKFIGHT and SPB are split out by vendor. */
export const gameCategory = z.enum([
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'LOTT',
  'ELOTT',
  'FISH',
  'PVP',
  'RNG',
  'COCKFIGHT',
  'SPB',
]);
export type GameCategory = z.infer<typeof gameCategory>;

/** A game carrying this flag opens a popup list of that vendor's games instead of launching. */
export const GAME_FLAG_VASSALAGE = 'VASSALAGE';
/** Vendors that open the in-app lottery pages instead of launching. */
export const LOTTERY_VASSALAGES = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'] as const;

export const game = z
  .object({
    nodeId: idLike,
    gameId: z.string(),
    gameType: z.string(),
    /** Vendor code (JL, PG, ...). */
    vassalage: z.string(),
    gameCode: z.string().nullish(),
    gameName: z.string(),
    iconUrl: z.string().nullish(),
    defaultIcon: z.string().nullish(),
    /** Designed on a game: spec 02 §3 names isHot on vendor cards, minBet and gameClassify as filters. */
    isHot: designed(flag.nullish()),
    minBet: designed(z.number().nullish()),
    /** Classification filter code: SC, VP, TG, AC, JP, BG. */
    gameClassify: designed(z.string().nullish()),
    isGame: flag.nullish(),
    defaultPlayType: z.string().nullish(),
    /** Markers such as `VASSALAGE` (see GAME_FLAG_VASSALAGE); spec 02 §4 names the flag, not the field. */
    flags: designed(z.array(z.string()).nullish()),
    /** True while the game is under maintenance; launch is refused. */
    maintenance: designed(z.boolean().nullish()),
    accountTypeId: designed(idLike.nullish()),
  })
  .passthrough();
export type Game = z.infer<typeof game>;

export const gameListQuery = pageQuery.extend({
  merchant: z.string().optional(),
  platform: z.string().optional(),
  clientType: z.coerce.number().int().optional(),
  channel: z.string().optional(),
  language: z.string().optional(),
  gameType: z.string().optional(),
  vassalage: z.string().optional(),
  gameClassify: z.string().optional(),
  gameName: z.string().optional(),
  minBet: z.coerce.number().optional(),
  minLineNum: z.coerce.number().optional(),
});
export type GameListQuery = z.infer<typeof gameListQuery>;

export const gameListValue = z
  .object({ games: z.array(game), totalPages: z.number(), totalCount: z.number().optional() })
  .passthrough();
export type GameListValue = z.infer<typeof gameListValue>;

export const hotGamesQuery = z.object({
  merchantCode: z.string().optional(),
  isPlatform: z.coerce.number().int().optional(),
  vassalage: z.string().optional(),
  /** Designed: not among spec 02 §3's hot-games request fields. */
  gameType: designed(z.string().optional()),
  platform: z.string().optional(),
  language: z.string().optional(),
});

export const hotGamesValue = z.object({ list: z.array(game) }).passthrough();
export type HotGamesValue = z.infer<typeof hotGamesValue>;

export const recentGamesValue = pagedList(game);
export type RecentGamesValue = z.infer<typeof recentGamesValue>;

/** Favourite ids are game nodeIds. */
export const favouriteIdsValue = z.array(idLike);
export type FavouriteIdsValue = z.infer<typeof favouriteIdsValue>;

export const favouritesQuery = pageQuery.extend({
  clientType: z.coerce.number().int().optional(),
  platform: z.string().optional(),
  language: z.string().optional(),
  gameType: z.string().optional(),
});

export const favouritesValue = z
  .object({ content: z.array(game), pageNum: z.number(), totalPages: z.number() })
  .passthrough();
export type FavouritesValue = z.infer<typeof favouritesValue>;

export const favouriteBody = z.object({ nodeId: idLike, vendor: z.string(), gameType: z.string() });
export type FavouriteBody = z.infer<typeof favouriteBody>;

/** value.content = { RNG: { JL: [...], PG: [...] }, LIVE: {...} }. */
export const vassGameTypeValue = z
  .object({ content: z.record(z.string(), z.record(z.string(), z.array(z.unknown()))) })
  .passthrough();
export type VassGameTypeValue = z.infer<typeof vassGameTypeValue>;

export const vendorCard = z
  .object({
    vassalage: z.string(),
    displayName: z.string(),
    gameType: z.string(),
    accountTypeId: idLike.nullish(),
    /** `1` shows the hot marker. */
    isHot: flag.nullish(),
    /** Sic: the large icon field is spelled `lagerIcon` by the backend. */
    lagerIcon: z.string().nullish(),
    smallIcon: z.string().nullish(),
    maintenance: designed(z.boolean().nullish()),
  })
  .passthrough();
export type VendorCard = z.infer<typeof vendorCard>;

export const vendorLane = z
  .object({
    /** Category: SPORTS, PVP, RNG, LIVE, FISH, ELOTT, LOTT, ... */
    title: z.string(),
    cards: z.array(vendorCard),
    gameClassify: z.array(vendorCard).nullish(),
  })
  .passthrough();
export type VendorLane = z.infer<typeof vendorLane>;

export const vendorsValue = z
  .object({ data: z.object({ lanes: z.array(vendorLane) }).passthrough() })
  .passthrough();
export type VendorsValue = z.infer<typeof vendorsValue>;

export const rankRow = z
  .object({
    vo: z
      .object({
        gameName: z.string().nullish(),
        customerName: z.string().nullish(),
        winAmount: z.union([z.number(), z.string()]),
      })
      .passthrough(),
  })
  .passthrough();
export type RankRow = z.infer<typeof rankRow>;

export const rankListValue = z.object({ list: z.array(rankRow) }).passthrough();
export type RankListValue = z.infer<typeof rankListValue>;

export const launchQuery = z.object({
  gameId: z.string().optional(),
  nodeId: z.coerce.number().optional(),
  vassalage: z.string().optional(),
  /** GLS for games, LOTT for the lottery lobby; without it the relay answers #727. */
  launchMode: z.enum(['GLS', 'LOTT']),
  confirmTrans: z.coerce.number().int().optional(),
  platform: z.string().optional(),
  clientType: z.coerce.number().int().optional(),
  /** 1 = real money, 0 = free play. */
  accountType: z.coerce.number().int().optional(),
  username: z.string().optional(),
  language: z.string().optional(),
  webView: queryBoolean.optional(),
  isCoin: queryBoolean.optional(),
  lottoArea: z.string().optional(),
  lottoPrizeMode: z.string().optional(),
  lottoGameCode: z.string().optional(),
  lottoView: z.enum(['betting', 'lobby']).optional(),
  device: z.string().optional(),
  backUrl: z.string().optional(),
  /** Designed: the PVP room chosen from GLS2_roomList (no source shows how the room reaches the launch). */
  roomId: designed(z.string().optional()),
});
export type LaunchQuery = z.infer<typeof launchQuery>;

/** value.content.game_url; pvp answers the address as value.content; older shapes use url/gameUrl/link/launchUrl. */
export const launchValue = z
  .object({
    content: z.union([z.string(), z.object({ game_url: z.string() }).passthrough()]).optional(),
    url: z.string().optional(),
    gameUrl: z.string().optional(),
    link: z.string().optional(),
    launchUrl: z.string().optional(),
  })
  .passthrough();
export type LaunchValue = z.infer<typeof launchValue>;

/** Designed: the wire shows the room list's path only (§1.4). */
export const pvpRoom = designed(
  z
    .object({
      roomId: idLike,
      roomName: z.string(),
      gameId: z.string().nullish(),
      minBet: z.number().nullish(),
      onlineCount: z.number().nullish(),
    })
    .passthrough(),
);
export type PvpRoom = z.infer<typeof pvpRoom>;

export const pvpRoomsValue = designed(z.object({ list: knownItems(pvpRoom).default([]) }).passthrough());
export type PvpRoomsValue = z.infer<typeof pvpRoomsValue>;

export const gamesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/wps/relay/GCSGAME_gameList',
      query: gameListQuery,
      responses: responds(gameListValue),
      summary: 'Paged game list by category/vendor/filters (visitors browse too; token sent when present)',
      metadata: meta({ modId: 'GAMELO3', token: false, encrypted: false, source: 'A' }),
    },
    hot: {
      method: 'GET',
      path: '/wps/relay/GCSGAME_hotGamesV2',
      query: hotGamesQuery,
      responses: responds(hotGamesValue),
      summary: 'Hot games (value.list)',
      metadata: meta({ modId: 'GAMELOHOT3', token: false, encrypted: false, source: 'A' }),
    },
    recent: {
      method: 'GET',
      path: '/wps/relay/GCS_recentGame',
      // Designed query: the wire shows no request fields for recentGameList (§1.4).
      query: designed(pageQuery.extend({ gameType: z.string().optional() })),
      responses: responds(recentGamesValue),
      summary: 'Recently played games (value.list, value.totalPages)',
      metadata: meta({ modId: 'GAMELOREC3', token: true, encrypted: false, source: 'A' }),
    },
    favouriteIds: {
      method: 'GET',
      path: '/wps/relay/MCSFE_getFavoriteGames',
      responses: responds(favouriteIdsValue),
      summary: 'Favourite game nodeIds',
      metadata: meta({ modId: 'GAMELOFAV3', token: true, encrypted: false, source: 'A' }),
    },
    favourites: {
      method: 'GET',
      path: '/wps/relay/MCSFE_getFavoriteGamesList',
      query: favouritesQuery,
      responses: responds(favouritesValue),
      summary: 'Paged favourite games (value.content, pageNum, totalPages)',
      metadata: meta({ modId: 'GAMELOFAV3', token: true, encrypted: false, source: 'A' }),
    },
    addFavourite: {
      method: 'POST',
      path: '/wps/relay/MCSFE_addFavoriteGameV2',
      body: favouriteBody,
      responses: responds(anyValue),
      summary: 'Add a game to favourites',
      metadata: meta({ modId: 'GAMELOFAV3', token: true, encrypted: false, source: 'A' }),
    },
    removeFavourite: {
      method: 'DELETE',
      path: '/wps/relay/MCSFE_removeFavoriteGameV2',
      body: favouriteBody,
      responses: responds(anyValue),
      summary: 'Remove a game from favourites (DELETE with a JSON body)',
      metadata: meta({ modId: 'GAMELOFAV3', token: true, encrypted: false, source: 'A' }),
    },
    vassGameType: {
      method: 'GET',
      path: '/wps/relay/GCSGAME_getVassGameType',
      query: z.object({ typeId: z.string().optional(), merchant_code: z.string().optional() }),
      responses: responds(vassGameTypeValue),
      summary: 'Game types per category and vendor (value.content)',
      metadata: meta({ modId: 'COMM3', token: true, encrypted: false, source: 'A' }),
    },
    vendors: {
      method: 'GET',
      path: '/wps/relay/GCSGAME_newGameVendor',
      query: z.object({ platform: z.string().optional(), language: designed(z.string().optional()) }),
      responses: responds(vendorsValue),
      summary: 'Vendor lanes per category (value.data.lanes); platform html5-desktop',
      metadata: meta({ modId: null, token: false, encrypted: false, source: 'A' }),
    },
    rankList: {
      method: 'GET',
      path: '/wps/relay/GCSGAME_getRankList',
      query: z.object({
        gameCategory: z.string().optional(),
        language: z.string().optional(),
        limitNum: z.coerce.number().int().optional(),
      }),
      responses: responds(rankListValue),
      summary: 'Winners rank list, rows wrapped as {vo}',
      metadata: meta({ modId: null, token: false, encrypted: false, source: 'G' }),
    },
    launch: {
      method: 'GET',
      path: '/wps/game/launchGame',
      query: launchQuery,
      responses: responds(launchValue),
      summary: 'Launch a game or the lottery lobby; value.content.game_url (pvp: value.content)',
      metadata: meta({ modId: 'GAMELO3', token: true, encrypted: false, source: 'A' }),
    },
    trialLaunch: {
      method: 'GET',
      path: '/wps/relay/GCS_gameTrialLaunch',
      query: launchQuery.partial(),
      responses: responds(launchValue),
      summary: 'Launch a game in trial (demo) mode without a session',
      metadata: meta({ modId: null, token: false, encrypted: false, source: 'B' }),
    },
    launchFB: {
      method: 'GET',
      path: '/wps/relay/GCS_gameLaunchFB',
      query: designed(z.object({ language: z.string().optional(), platform: z.string().optional() })),
      responses: responds(launchValue),
      summary: 'Launch the FB sports vendor page',
      metadata: meta({ modId: null, token: false, encrypted: false, source: 'A' }),
    },
    pvpRooms: {
      method: 'GET',
      path: '/wps/relay/GLS2_roomList',
      query: designed(z.object({ gameId: z.string().optional(), vassalage: z.string().optional() })),
      responses: responds(pvpRoomsValue),
      summary: 'PVP room list (method not shown by any source: GET chosen)',
      metadata: meta({ modId: null, token: true, encrypted: false, source: 'A' }),
    },
  },
  { strictStatusCodes: true },
);

nameRoutes('games', gamesContract);
