// @vitest-environment node
import { pointsConvertPaths, pointsRedeemPaths } from './pointsOrder.paths';
import { describeMachinePaths } from './describe';

describeMachinePaths(pointsRedeemPaths);
describeMachinePaths(pointsConvertPaths);
