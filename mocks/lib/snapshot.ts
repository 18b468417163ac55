import { db } from '../db';
import { continueRuntimeRng, runtimeRngPosition } from './random';

/**
 * Serialises the mutable tables (accounts, sessions, wallets and their game-wallet split, codes, claims,
 * favourites, recent games, points, the agents' links, team rows, transfers and contracts) so the
 * browser runner can keep them across reloads. Reference tables (games, vendors, notices...) are
 * reseeded instead: they never change.
 */
export const mutableTables = [
  'member',
  'session',
  'wallet',
  'gameWalletBalance',
  'smsCode',
  'captcha',
  'loginFailure',
  'verificationToken',
  'message',
  'transaction',
  'rewardClaim',
  'promotionApplication',
  'ticketAction',
  'feedback',
  'bankCard',
  'securityAnswer',
  'favouriteGame',
  'recentGame',
  'lotteryRecent',
  'pointAccount',
  'pointRedeem',
  'pointMovement',
  'agentAffiliateUrl',
  'affiliate',
  'agentDownline',
  'agentTransaction',
  'agentContract',
  'rgLimit',
  'rgExclusion',
  'rgRealityCheck',
] as const;

type TableName = (typeof mutableTables)[number];
export type Snapshot = Partial<Record<TableName, Record<string, unknown>[]>> & {
  /** The runtime generator's position (`runtimeRngPosition`); absent from a snapshot saved without it. */
  runtimeRng?: number;
};

/** The one place that treats tables alike; each model keeps its own typed API elsewhere. */
interface LooseModel {
  getAll(): object[];
  create(values: Record<string, unknown>): unknown;
  deleteMany(query: { where: Record<string, never> }): unknown;
}

function table(name: TableName): LooseModel | null {
  const model: unknown = (db as unknown as Record<string, unknown>)[name];
  return model ? (model as LooseModel) : null;
}

export function takeSnapshot(): Snapshot {
  const snapshot: Snapshot = { runtimeRng: runtimeRngPosition() };
  for (const name of mutableTables) {
    const model = table(name);
    if (model)
      snapshot[name] = model
        .getAll()
        .map((row) => JSON.parse(JSON.stringify(row)) as Record<string, unknown>);
  }
  return snapshot;
}

export function restoreSnapshot(snapshot: Snapshot): void {
  for (const name of mutableTables) {
    const rows = snapshot[name];
    const model = table(name);
    if (!rows || !model) continue;
    model.deleteMany({ where: {} });
    for (const row of rows) model.create(row);
  }
  if (snapshot.runtimeRng !== undefined) continueRuntimeRng(snapshot.runtimeRng);
}
