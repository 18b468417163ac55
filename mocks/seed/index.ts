import { clearDb, db } from '../db';
import { createRng, resetRuntimeRng } from '../lib/random';
import { activeScenario } from '../scenarios';
import { seedAccounts } from './accounts.seed';
import { seedGames } from './games.seed';

const SEED = 20250601;

/** Wipes and refills the db; the same seed gives the same data on every run. */
export function seedDb(): void {
  clearDb();
  resetRuntimeRng();
  seedAccounts(db, createRng(SEED));
  const { data } = activeScenario();
  seedGames(db, createRng(SEED + 1), { gameCount: data.emptyLobbies ? 0 : data.manyGames ? 2100 : 420 });
}
