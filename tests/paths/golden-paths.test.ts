// @vitest-environment node
import { describeMachinePaths } from './describe';
import { pathSuites } from './registry';
import { smsCountdownPaths, smsCountdownProviderPaths } from './smsCountdown.paths';
import { walletSyncNoRecallPaths, walletSyncPaths } from './walletSync.paths';

/**
 * Every registered suite against its committed golden file (ADR 015). Suites of one machine under
 * different inputs cover its transitions together: the SMS countdown through our backend and through
 * the provider; the wallet sync with recall on and off.
 */
const siblingGroups = [
  [smsCountdownPaths, smsCountdownProviderPaths],
  [walletSyncPaths, walletSyncNoRecallPaths],
];

for (const suite of pathSuites) {
  const siblings = siblingGroups.find((group) => group.includes(suite))?.filter((s) => s !== suite) ?? [];
  describeMachinePaths(suite, siblings);
}
