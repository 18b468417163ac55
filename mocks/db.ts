import { drop, factory } from '@mswjs/data';
import { DATABASE_INSTANCE } from '@mswjs/data/lib/glossary';
import { accountModels } from './models/accounts.models';
import { gameModels } from './models/games.models';

/** The one mock database: account tables (H3) and game tables (H8). */
export const db = factory({ ...accountModels, ...gameModels });
export type Db = typeof db;

// @mswjs/data mirrors every create, update and delete to the other tabs of the origin over a
// BroadcastChannel. Here each tab (and each Storybook story) runs its own mock backend, persisted per
// tab in sessionStorage, so the mirror only let one tab's reset or seed rewrite another's rows; it also
// cost a structured clone of every seeded row at each demo boot. The mirror is its only listener.
db[DATABASE_INSTANCE].events.removeAllListeners();

export function clearDb(): void {
  drop(db);
}
