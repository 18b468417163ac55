import { db } from '../db';
import { now } from './clock';
import type { MemberRecord } from './handler';
import { createRng } from './random';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Every product a member's bets are in; the reports each read their products out of this one history. */
export const BET_CATEGORIES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT'] as const;

/** How many bets a member's derived history holds. */
const BET_COUNT = 60;

export type BetRow = {
  id: string;
  createTime: number;
  betAmount: number;
  winLoss: number;
  amount: number;
  status: string;
  gameName: string;
  gameType: string;
  remark: null;
};

/**
 * What a bet of each product is on: the lobby's games (slots, fishing, cards), the lottery's games,
 * and for products played at a vendor's table (live, sports) the vendor.
 */
function betNames(): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const put = (category: string, name: string) => names.set(category, [...(names.get(category) ?? []), name]);
  for (const g of db.game.getAll()) put(g.gameType, g.gameName);
  for (const l of db.lotteryGame.getAll()) put(l.prizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT', l.gameName);
  for (const v of db.gameVendor.getAll()) if (!names.has(v.gameType)) put(v.gameType, v.displayName);
  return names;
}

/**
 * Bets are derived (not stored): the same member always sees the same history, and every report
 * (betting records, the lottery and PVP/fishing profit and loss, the rebate) reads the same bets, so
 * their figures agree with one another.
 */
export function bets(member: MemberRecord, categories: readonly string[]): BetRow[] {
  const rng = createRng(member.id);
  // A merchant whose catalogue is empty (the noGames scenarios) has taken no bets at all.
  if (db.game.count() === 0) return [];
  const names = betNames();
  // A product first, then a game in it: every product gets its share whatever the catalogue's sizes.
  const played = BET_CATEGORIES.filter((c) => (names.get(c)?.length ?? 0) > 0);
  if (played.length === 0) return [];
  return Array.from({ length: BET_COUNT }, (_, i) => {
    const category = rng.pick(played);
    const gameName = rng.pick(names.get(category) ?? []);
    const betAmount = rng.pick([1, 2, 5, 10, 20, 50, 100]);
    const winLoss = round2(rng.bool(0.45) ? betAmount * rng.float(0.2, 5) : -betAmount);
    return {
      id: `B${member.id}${String(i).padStart(3, '0')}`,
      createTime: now() - i * 3 * 3_600_000 - rng.int(0, 3_599) * 1000,
      betAmount,
      winLoss,
      amount: betAmount,
      status: 'SETTLED',
      gameName,
      gameType: category,
      remark: null,
    };
  }).filter((bet) => categories.includes(bet.gameType));
}
