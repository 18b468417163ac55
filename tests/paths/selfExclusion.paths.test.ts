// @vitest-environment node
import { describeMachinePaths } from './describe';
import { selfExclusionPaths } from './selfExclusion.paths';

describeMachinePaths(selfExclusionPaths);
