import type { HttpHandler } from 'msw';
import { missionsContract, type Mission } from '@/contracts/missions.contract';
import { db } from '../db';
import { implement, ok, type MemberRecord } from '../lib/handler';
import { hashString, maskName } from '../factories/games.factories';
import { memberKeyOf } from '../lib/members';

/** Progress is derived from the member and mission so it is stable per member without extra state. */
function missionsFor(member: MemberRecord): Mission[] {
  const key = memberKeyOf(member);
  return db.mission
    .getAll()
    .sort((a, b) => a.sort - b.sort)
    .map((m) => {
      const ratio = (hashString(`${key}:${m.id}`) % 1000) / 900;
      const progress = Math.min(m.target, Math.floor(m.target * ratio));
      return {
        id: m.id,
        title: m.title,
        description: m.description,
        category: m.category,
        progress,
        target: m.target,
        reward: m.rewardPoints,
        status: progress >= m.target ? 'COMPLETED' : 'IN_PROGRESS',
      };
    });
}

export const missionsHandlers: HttpHandler[] = [
  implement(missionsContract.summary, ({ member }) => {
    const missions = missionsFor(member);
    return ok({
      missionCount: missions.filter((m) => m.status !== 'COMPLETED').length,
      completedCount: missions.filter((m) => m.status === 'COMPLETED').length,
      missions,
    });
  }),

  implement(missionsContract.leaderboard, ({ member }) => {
    const list = db.missionLeader
      .getAll()
      .sort((a, b) => a.rank - b.rank)
      .map((row) => ({
        rank: row.rank,
        customerName: row.customerName,
        score: row.points,
        completed: row.completed,
      }));
    const myScore = missionsFor(member).reduce(
      (sum, m) => sum + (m.status === 'COMPLETED' ? Number(m.reward) : 0),
      0,
    );
    const myRank = list.filter((row) => row.score > myScore).length + 1;
    return ok({ list, me: { rank: myRank, customerName: maskName(member.account), score: myScore } });
  }),
];
