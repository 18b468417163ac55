// @vitest-environment node
import { contractDecisionPaths } from './contractDecision.paths';
import { describeMachinePaths } from './describe';

describeMachinePaths(contractDecisionPaths);
