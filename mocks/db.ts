import { drop, factory } from '@mswjs/data';
import { accountModels } from './models/accounts.models';
import { gameModels } from './models/games.models';

/** The one mock database: account tables (H3) and game tables (H8). */
export const db = factory({ ...accountModels, ...gameModels });
export type Db = typeof db;

export function clearDb(): void {
  drop(db);
}
