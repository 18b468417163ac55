import { changePasswordScreenPlan } from './changePassword.plan';
import { describeScreenPaths } from './describe-screen';

describeScreenPaths(changePasswordScreenPlan);
