import { describeScreenPaths } from './describe-screen';
import { selfExclusionScreenPlan } from './selfExclusion.plan';

describeScreenPaths(selfExclusionScreenPlan);
