import { primaryKey } from '@mswjs/data';

/** Missions tables of the mock database: the missions and the leaderboard (progress is derived per member). */
export const missionModels = {
  mission: {
    id: primaryKey(String),
    title: String,
    description: String,
    category: String,
    target: Number,
    rewardPoints: Number,
    sort: Number,
  },
  missionLeader: {
    id: primaryKey(String),
    rank: Number,
    customerName: String,
    points: Number,
    completed: Number,
  },
};

export type MissionModels = typeof missionModels;
