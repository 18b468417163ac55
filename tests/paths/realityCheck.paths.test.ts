// @vitest-environment node
import { describeMachinePaths } from './describe';
import { realityCheckPaths } from './realityCheck.paths';

describeMachinePaths(realityCheckPaths);
