import { depositScreenPlan } from './deposit.plan';
import { describeScreenPaths } from './describe-screen';

describeScreenPaths(depositScreenPlan);
