// @vitest-environment node
import { describeMachinePaths } from './describe';
import { rgLimitsPaths } from './rgLimits.paths';

describeMachinePaths(rgLimitsPaths);
