import { describeScreenPaths } from './describe-screen';
import { withdrawScreenPlan } from './withdraw.plan';

describeScreenPaths(withdrawScreenPlan);
