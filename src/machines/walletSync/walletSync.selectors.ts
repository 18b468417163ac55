import type { SnapshotFrom } from 'xstate';
import type { WalletSyncMachine } from './walletSync.machine';

/**
 * Undefined outside the app shell: a screen rendered alone has no sync actor, and `useSelector` then
 * reads nothing, which means nothing is syncing.
 */
type Snapshot = SnapshotFrom<WalletSyncMachine> | undefined;

export const selectSyncUpdating = (s: Snapshot) => s?.hasTag('updating') ?? false;
export const selectSyncStale = (s: Snapshot) => s?.hasTag('stale') ?? false;
export const selectSyncFailure = (s: Snapshot) => s?.context.failure ?? null;
export const selectSyncNotice = (s: Snapshot) => s?.context.notice ?? null;
