// @vitest-environment node
import { describeMachinePaths } from './describe';
import { bannerPaths } from './banner.paths';

describeMachinePaths(bannerPaths);
