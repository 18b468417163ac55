import { claimScreenPlan } from './claim.plan';
import { describeScreenPaths } from './describe-screen';

describeScreenPaths(claimScreenPlan);
