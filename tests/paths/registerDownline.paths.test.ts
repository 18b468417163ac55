// @vitest-environment node
import { registerDownlinePaths } from './registerDownline.paths';
import { describeMachinePaths } from './describe';

describeMachinePaths(registerDownlinePaths);
