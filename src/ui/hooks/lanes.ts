import type { PageType } from '@/config/paths';
import { LOBBY_GAME_TYPES } from '@/config/constants';

/** Route of a game-type lane, when that type has a page (spec 01 §2, spec 02 §2). */
const LANE_PAGE: Record<string, PageType> = {
  RNG: 'rng',
  FISH: 'fish',
  PVP: 'pvp',
  LIVE: 'live',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  LOTT: 'lottery',
  ELOTT: 'elott',
  VNLOTT: 'vnlottery',
  ARCADE: 'arcade',
};

export function lanePage(gameType: string): PageType | null {
  return LANE_PAGE[gameType.toUpperCase()] ?? null;
}

/** RNG, FISH and PVP vendors open their lobby (/rng?page=VENDOR); others launch the game directly. */
export function isLobbyGameType(gameType: string): boolean {
  return (LOBBY_GAME_TYPES as readonly string[]).includes(gameType.toUpperCase());
}
