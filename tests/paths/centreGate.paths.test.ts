// @vitest-environment node
import { centreGatePaths } from './centreGate.paths';
import { describeMachinePaths } from './describe';

describeMachinePaths(centreGatePaths);
