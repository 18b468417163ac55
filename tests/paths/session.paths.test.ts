// @vitest-environment node
import { describeMachinePaths } from './describe';
import { sessionPaths } from './session.paths';

describeMachinePaths(sessionPaths);
