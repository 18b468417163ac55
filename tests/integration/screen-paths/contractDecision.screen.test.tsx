import { contractDecisionScreenPlan } from './contractDecision.plan';
import { describeScreenPaths } from './describe-screen';

describeScreenPaths(contractDecisionScreenPlan);
