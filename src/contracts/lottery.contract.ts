import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { knownEntries, knownItems } from './common';
import { responds } from './envelope';
import { designed, meta } from './meta';
import { nameRoutes } from './names';

const c = initContract();

/** Prize modes of the brand config: Lott, ZY, Elott, SEA. */
export const prizeModeQuery = z.object({ prizeMode: z.string().optional() });

/**
 * The wire names gameGroupCode (§1.4), spec 02 §4 the gameCode and playType a lottery page opens with; the
 * name and icon are this site's. Without a name, a game shows its code (ADR 050: a designed field a backend
 * does not send leaves the game on its page).
 */
const lotteryMenuFields = z
  .object({
    gameCode: z.string(),
    gameName: designed(z.string().nullish()),
    gameGroupCode: z.string().nullish(),
    iconUrl: designed(z.string().nullish()),
    playType: z.string().nullish(),
  })
  .passthrough();
const named = <T extends { gameCode: string; gameName?: string | null }>(game: T) => ({
  ...game,
  gameName: game.gameName ?? game.gameCode,
});
export const lotteryMenuItem = lotteryMenuFields.transform(named);
export type LotteryMenuItem = z.infer<typeof lotteryMenuItem>;

/** An object whose values carry gameGroupCode (A turns it into a list). */
export const lotteryMenusValue = z.record(
  z.string(),
  z
    .object({
      gameGroupCode: z.string(),
      gameGroupName: designed(z.string().nullish()),
      games: designed(z.array(lotteryMenuItem).nullish()),
    })
    .passthrough(),
);
export type LotteryMenusValue = z.infer<typeof lotteryMenusValue>;

export const vnMenusValue = z.record(
  z.string(),
  z.object({ gameMenus: z.array(lotteryMenuItem) }).passthrough(),
);
export type VnMenusValue = z.infer<typeof vnMenusValue>;

/** Designed: the wire shows lottRecent's path only (§1.4). */
export const vnRecentValue = designed(z.array(lotteryMenuItem));
export type VnRecentValue = z.infer<typeof vnRecentValue>;

/** A drawn result: game, draw number (issue) and the numbers. Designed: the wire shows no fields (§1.4). */
export const openedNumber = designed(
  z
    .object({
      gameCode: z.string(),
      gameName: z.string().nullish(),
      numero: z.string().nullish(),
      winningNumber: z.string().nullish(),
      drawTime: z.union([z.number(), z.string()]).nullish(),
    })
    .passthrough(),
);
export type OpenedNumber = z.infer<typeof openedNumber>;

/** An object keyed by game code; the UI turns its values into a list. */
export const openedNumbersByGame = knownEntries(openedNumber);
export type OpenedNumbersByGame = z.infer<typeof openedNumbersByGame>;

/** Designed: the B-only popular call shows no fields (§1.4). */
export const popularGame = designed(
  lotteryMenuFields.extend({ betCount: z.number().nullish() }).transform(named),
);
export type PopularGame = z.infer<typeof popularGame>;

export const lotteryContract = c.router(
  {
    menus: {
      method: 'GET',
      path: '/lgw/games/game_menus',
      query: prizeModeQuery,
      responses: responds(lotteryMenusValue),
      summary: 'Lottery game menus grouped by gameGroupCode',
      metadata: meta({ modId: 'COMM3', token: false, encrypted: false, source: 'A' }),
    },
    vnMenus: {
      method: 'GET',
      path: '/lgw/vn/games/game_menu',
      query: prizeModeQuery.extend({ device: z.string().optional() }),
      responses: responds(vnMenusValue),
      summary: 'Vietnamese lottery menus (object of {gameMenus[]})',
      metadata: meta({ modId: 'COMM3', token: false, encrypted: false, source: 'A' }),
    },
    vnRecent: {
      method: 'GET',
      path: '/lgw/vn/games/game_menu/recent',
      responses: responds(vnRecentValue),
      summary: 'Recently played Vietnamese lottery games',
      metadata: meta({ modId: 'COMM3', token: true, encrypted: false, source: 'A' }),
    },
    vnNumbers: {
      method: 'GET',
      path: '/lgw/vn/numeros/opened/game',
      query: designed(
        z.object({
          count: z.coerce.number().int().positive().optional(),
          prizeMode: z.string().optional(),
        }),
      ),
      responses: responds(openedNumbersByGame),
      summary: 'Vietnamese lottery opened numbers per game (count 100)',
      metadata: meta({ modId: 'AGEANNOUNCE3', token: false, encrypted: false, source: 'A' }),
    },
    openedNumbers: {
      method: 'GET',
      path: '/lotto/lgw/games/opened/numero',
      query: designed(z.object({ gameCode: z.string().optional() })),
      responses: responds(openedNumbersByGame),
      summary: 'Latest opened numbers of the lottery games',
      metadata: meta({ modId: 'COMM3', token: true, encrypted: false, source: 'A' }),
    },
    popular: {
      method: 'GET',
      path: '/lgw/games/popular',
      query: designed(
        z.object({
          count: z.coerce.number().int().positive().optional(),
          prizeMode: z.string().optional(),
          device: z.string().optional(),
          language: z.string().optional(),
        }),
      ),
      responses: responds(knownItems(popularGame)),
      summary: 'Popular lottery games (count 20); A reuses the VN numbers path, B has this one',
      metadata: meta({ modId: 'AGEANNOUNCE3', token: false, encrypted: false, source: 'B' }),
    },
  },
  { strictStatusCodes: true },
);

nameRoutes('lottery', lotteryContract);
