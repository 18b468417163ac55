import { describeMachinePaths } from './harness';
import { bannerPaths } from './banner.paths';

describeMachinePaths(bannerPaths);
