import { describeScreenPaths } from './describe-screen';
import { modalScreenPlan } from './modal.plan';

describeScreenPaths(modalScreenPlan);
