import { describeScreenPaths } from './describe-screen';
import { smsCountdownScreenPlan } from './smsCountdown.plan';

describeScreenPaths(smsCountdownScreenPlan);
