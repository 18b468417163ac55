// @vitest-environment node
import { claimPaths } from './claim.paths';
import { describeMachinePaths } from './describe';

describeMachinePaths(claimPaths);
