// @vitest-environment node
import { describeMachinePaths } from './describe';
import { walletTransferPaths } from './walletTransfer.paths';

describeMachinePaths(walletTransferPaths);
