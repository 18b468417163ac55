import { describeScreenPaths } from './describe-screen';
import { pointsRedeemScreenPlan } from './pointsRedeem.plan';

describeScreenPaths(pointsRedeemScreenPlan);
