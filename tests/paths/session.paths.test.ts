import { describeMachinePaths } from './harness';
import { sessionPaths } from './session.paths';

describeMachinePaths(sessionPaths);
