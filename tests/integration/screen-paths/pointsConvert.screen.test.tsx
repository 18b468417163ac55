import { describeScreenPaths } from './describe-screen';
import { pointsConvertScreenPlan } from './pointsConvert.plan';

describeScreenPaths(pointsConvertScreenPlan);
