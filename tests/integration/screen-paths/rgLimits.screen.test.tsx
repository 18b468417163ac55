import { describeScreenPaths } from './describe-screen';
import { rgLimitsScreenPlan } from './rgLimits.plan';

describeScreenPaths(rgLimitsScreenPlan);
