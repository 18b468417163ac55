// @vitest-environment node
import { describeMachinePaths } from './describe';
import { jackpotPaths } from './jackpot.paths';

describeMachinePaths(jackpotPaths);
