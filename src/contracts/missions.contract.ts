import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { amount, idLike, knownItems } from './common';
import { responds } from './envelope';
import { designed, meta } from './meta';
import { nameRoutes } from './names';

const c = initContract();

/** No source shows the mission fields (wire protocol §1.9): the shapes below are designed. */
export const mission = designed(
  z
    .object({
      id: idLike,
      title: z.string(),
      progress: z.number(),
      target: z.number(),
      reward: amount.nullish(),
      status: z.string().nullish(),
    })
    .passthrough(),
);
export type Mission = z.infer<typeof mission>;

/** Without a count there is no badge, and missions that can't be shown are left out (ADR 050). */
export const missionSummaryValue = designed(
  z.object({ missionCount: z.number().nullish(), missions: knownItems(mission).default([]) }).passthrough(),
);
export type MissionSummaryValue = z.infer<typeof missionSummaryValue>;

export const leaderboardRow = z
  .object({ rank: z.number(), customerName: z.string(), score: amount })
  .passthrough();
export type LeaderboardRow = z.infer<typeof leaderboardRow>;

export const missionLeaderboardValue = designed(
  z.object({ list: knownItems(leaderboardRow).default([]) }).passthrough(),
);
export type MissionLeaderboardValue = z.infer<typeof missionLeaderboardValue>;

export const missionsContract = c.router(
  {
    summary: {
      method: 'GET',
      path: '/wps/relay/MCSFE_getMissionSummaryDetails',
      responses: responds(missionSummaryValue),
      summary: 'Mission summary and count badge (response fields designed)',
      metadata: meta({ modId: null, token: true, encrypted: false, source: 'A' }),
    },
    leaderboard: {
      method: 'GET',
      path: '/wps/relay/MCSFE_getMissionLeaderboard',
      query: designed(z.object({ missionId: z.string().optional() })),
      responses: responds(missionLeaderboardValue),
      summary: 'Mission leaderboard (response fields designed)',
      metadata: meta({ modId: null, token: true, encrypted: false, source: 'A' }),
    },
  },
  { strictStatusCodes: true },
);

nameRoutes('missions', missionsContract);
