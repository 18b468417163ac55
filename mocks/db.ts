import { drop, factory } from '@mswjs/data';
import { DATABASE_INSTANCE } from '@mswjs/data/lib/glossary';
import { accountModels } from './models/accounts.models';
import { agentModels } from './models/agent.models';
import { gameModels } from './models/games.models';
import { missionModels } from './models/missions.models';
import { pointModels } from './models/points.models';

/** The one mock database (ADR 003): account tables (H3), game tables (H8), points, missions and agent tables. */
export const db = factory({
  ...accountModels,
  ...gameModels,
  ...pointModels,
  ...missionModels,
  ...agentModels,
});
export type Db = typeof db;

// @mswjs/data mirrors every create, update and delete to the other tabs of the origin over a
// BroadcastChannel. Here each tab (and each Storybook story) runs its own mock backend, persisted per
// tab in sessionStorage, so the mirror only let one tab's reset or seed rewrite another's rows; it also
// cost a structured clone of every seeded row at each demo boot. The mirror is its only listener.
db[DATABASE_INSTANCE].events.removeAllListeners();

export function clearDb(): void {
  drop(db);
}
