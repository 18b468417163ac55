import { describeScreenPaths } from './describe-screen';
import { registerDownlineScreenPlan } from './registerDownline.plan';

describeScreenPaths(registerDownlineScreenPlan);
