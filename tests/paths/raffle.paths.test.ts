// @vitest-environment node
import { rafflePaths } from './raffle.paths';
import { describeMachinePaths } from './describe';

describeMachinePaths(rafflePaths);
