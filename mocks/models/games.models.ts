import { primaryKey } from '@mswjs/data';

/**
 * Game-side tables of the mock database (H8): the catalogue, favourites, recent games, lotteries and
 * the winner board. `mocks/db.ts` spreads `gameModels` into the one `factory({...})`; the points, missions
 * and agent tables have their own model files. Members are referred to by `memberKey` (the member's account, lower-cased) so
 * these tables need no relation to the accounts models and survive a sessionStorage round trip.
 *
 * Large derived values (SVG icons) are NOT stored: handlers build them from the stored hue/code so
 * the persisted state stays small even in the `manyGames` scenario.
 */
export const gameModels = {
  /** One vendor inside one category lane (a vendor may appear in several lanes). */
  gameVendor: {
    id: primaryKey(String),
    code: String,
    displayName: String,
    /** Category title: RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, LOTT, ELOTT, COCKFIGHT. */
    gameType: String,
    accountTypeId: Number,
    isHot: Number,
    sort: Number,
    hue: Number,
    maintenance: Boolean,
  },
  game: {
    id: primaryKey(String),
    nodeId: Number,
    gameId: String,
    gameCode: String,
    gameName: String,
    gameType: String,
    vassalage: String,
    gameClassify: String,
    minBet: String,
    minLineNum: Number,
    isHot: Number,
    hue: Number,
    sort: Number,
    maintenance: Boolean,
    /** VASSALAGE marks an aggregator entry: the client opens a popup game list instead of launching. */
    defaultPlayType: String,
    accountTypeId: Number,
    createdAt: Number,
  },
  favouriteGame: {
    id: primaryKey(String),
    memberKey: String,
    nodeId: Number,
    vendor: String,
    gameType: String,
    createdAt: Number,
  },
  recentGame: {
    id: primaryKey(String),
    memberKey: String,
    nodeId: Number,
    playedAt: Number,
  },
  lotteryGame: {
    id: primaryKey(String),
    gameCode: String,
    gameName: String,
    gameGroupCode: String,
    groupName: String,
    /** LOTT, ELOTT, SEA or VN. */
    prizeMode: String,
    vendor: String,
    drawIntervalMinutes: Number,
    sort: Number,
    hue: Number,
  },
  lotteryRecent: {
    id: primaryKey(String),
    memberKey: String,
    gameCode: String,
    playedAt: Number,
  },
  winnerRow: {
    id: primaryKey(String),
    gameCategory: String,
    gameName: String,
    customerName: String,
    winAmount: String,
    createdAt: Number,
  },
};

export type GameModels = typeof gameModels;
