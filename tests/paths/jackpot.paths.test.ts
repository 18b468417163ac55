import { describeMachinePaths } from './harness';
import { jackpotPaths } from './jackpot.paths';

describeMachinePaths(jackpotPaths);
