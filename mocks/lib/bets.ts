import { db } from '../db';
import { now } from './clock';
import type { MemberRecord } from './handler';
import { createRng } from './random';

const round2 = (n: number) => Math.round(n * 100) / 100;

export interface BetRow {
  id: string;
  createTime: number;
  betAmount: number;
  winLoss: number;
  amount: number;
  status: string;
  gameName: string;
  gameType: string;
  remark: null;
}

/** Bets are derived (not stored): the same member always sees the same history. */
export function bets(member: MemberRecord, categories: readonly string[]): BetRow[] {
  const rng = createRng(member.id);
  const games = db.game.getAll().filter((g) => categories.includes(g.gameType));
  if (games.length === 0) return [];
  return Array.from({ length: 40 }, (_, i) => {
    const game = rng.pick(games);
    const betAmount = rng.pick([1, 2, 5, 10, 20, 50, 100]);
    const winLoss = round2(rng.bool(0.45) ? betAmount * rng.float(0.2, 5) : -betAmount);
    return {
      id: `B${member.id}${String(i).padStart(3, '0')}`,
      createTime: now() - i * 3 * 3_600_000 - rng.int(0, 3_599) * 1000,
      betAmount,
      winLoss,
      amount: betAmount,
      status: 'SETTLED',
      gameName: game.gameName,
      gameType: game.gameType,
      remark: null,
    };
  });
}
