// @vitest-environment node
import { confirmedTransferPaths } from './confirmedTransfer.paths';
import { describeMachinePaths } from './describe';

describeMachinePaths(confirmedTransferPaths);
