// @vitest-environment node
import { describeMachinePaths } from './describe';
import { withdrawPaths } from './withdraw.paths';

describeMachinePaths(withdrawPaths);
