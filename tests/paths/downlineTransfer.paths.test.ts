// @vitest-environment node
import { downlineTransferPaths } from './downlineTransfer.paths';
import { describeMachinePaths } from './describe';

describeMachinePaths(downlineTransferPaths);
