// @vitest-environment node
import { describeMachinePaths } from './describe';
import { walletSyncNoRecallPaths, walletSyncPaths } from './walletSync.paths';

// Recall on and off together take every transition of the one machine.
describeMachinePaths(walletSyncPaths, [walletSyncNoRecallPaths]);
describeMachinePaths(walletSyncNoRecallPaths, [walletSyncPaths]);
