// @vitest-environment node
import { describeMachinePaths } from './describe';
import { systemStatusPaths } from './systemStatus.paths';

describeMachinePaths(systemStatusPaths);
