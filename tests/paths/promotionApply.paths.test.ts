// @vitest-environment node
import { promotionApplyPaths } from './promotionApply.paths';
import { describeMachinePaths } from './describe';

describeMachinePaths(promotionApplyPaths);
