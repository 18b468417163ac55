import { describeScreenPaths } from './describe-screen';
import { realityCheckScreenPlan } from './realityCheck.plan';

describeScreenPaths(realityCheckScreenPlan);
