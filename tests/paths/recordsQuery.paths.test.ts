// @vitest-environment node
import { describeMachinePaths } from './describe';
import { recordsQueryPaths } from './recordsQuery.paths';

describeMachinePaths(recordsQueryPaths);
