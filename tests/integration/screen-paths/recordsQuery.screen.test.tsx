import { describeScreenPaths } from './describe-screen';
import { recordsQueryScreenPlan } from './recordsQuery.plan';

describeScreenPaths(recordsQueryScreenPlan);
