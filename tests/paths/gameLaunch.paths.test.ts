// @vitest-environment node
import { describeMachinePaths } from './describe';
import { gameLaunchPaths } from './gameLaunch.paths';

describeMachinePaths(gameLaunchPaths);
