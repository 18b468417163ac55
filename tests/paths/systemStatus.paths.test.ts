import { describeMachinePaths } from './harness';
import { systemStatusPaths } from './systemStatus.paths';

describeMachinePaths(systemStatusPaths);
