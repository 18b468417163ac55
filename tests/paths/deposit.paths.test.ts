// @vitest-environment node
import { describeMachinePaths } from './describe';
import { depositPaths } from './deposit.paths';

describeMachinePaths(depositPaths);
