import { COCKFIGHT_VENDORS, ESPORTS_VENDORS } from '@/config/constants';
import type { VendorCard, VendorLane } from '@/contracts/games.contract';
import type { LaunchTarget } from '@/machines/gameLaunch/gameLaunch.machine';
import type { LobbyGame } from '@/machines/lobby/lobby.types';

/**
 * Spec 02 §9: esports and cockfight vendors are split into their own categories, wherever the
 * backend files them (its ESPORTS/COCKFIGHT lanes, or inside SPORTS).
 */
export type VendorCategory = 'LIVE' | 'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'ELOTT' | 'LOTT' | 'ARCADE';

const isEsports = (code: string) => (ESPORTS_VENDORS as readonly string[]).includes(code.toUpperCase());
const isCockfight = (code: string) => (COCKFIGHT_VENDORS as readonly string[]).includes(code.toUpperCase());

export function categoryOfVendor(laneTitle: string, code: string): string {
  if (isEsports(code)) return 'ESPORTS';
  if (isCockfight(code)) return 'COCKFIGHT';
  return laneTitle.toUpperCase();
}

export function vendorsOf(lanes: readonly VendorLane[], category: VendorCategory): VendorCard[] {
  const seen = new Set<string>();
  const out: VendorCard[] = [];
  for (const lane of lanes) {
    for (const card of lane.cards) {
      if (categoryOfVendor(lane.title, card.vassalage) !== category || seen.has(card.vassalage)) continue;
      seen.add(card.vassalage);
      out.push(card);
    }
  }
  return out;
}

/** /fbsports exists only while a sports vendor with code FB does. */
export const hasFbSports = (lanes: readonly VendorLane[]) =>
  vendorsOf(lanes, 'SPORTS').some((v) => v.vassalage.toUpperCase() === 'FB');

/** A vendor card as a launch target: esports and cockfight keep their split-out category. */
export const vendorTarget = (v: VendorCard, category: string): LaunchTarget => ({
  kind: 'vendor',
  gameType: category === 'COCKFIGHT' || category === 'ESPORTS' ? category : v.gameType || category,
  vassalage: v.vassalage,
  gameName: v.displayName,
  maintenance: v.maintenance === true,
});

/** A game card as a launch target. */
export const gameTarget = (game: LobbyGame): LaunchTarget => ({
  kind: 'game',
  gameType: game.gameType,
  vassalage: game.vassalage,
  nodeId: game.nodeId,
  gameId: game.gameId,
  gameCode: game.gameCode,
  gameName: game.gameName,
  defaultPlayType: game.defaultPlayType,
  maintenance: game.maintenance,
});
