import { describeScreenPaths } from './describe-screen';
import { promotionApplyScreenPlan } from './promotionApply.plan';

describeScreenPaths(promotionApplyScreenPlan);
