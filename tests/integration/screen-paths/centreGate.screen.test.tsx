import { centreGateScreenPlan } from './centreGate.plan';
import { describeScreenPaths } from './describe-screen';

describeScreenPaths(centreGateScreenPlan);
