import { describeMachinePaths } from './harness';
import { gameLaunchPaths } from './gameLaunch.paths';

describeMachinePaths(gameLaunchPaths);
