import { describeScreenPaths } from './describe-screen';
import { forgotPasswordScreenPlan } from './forgotPassword.plan';

describeScreenPaths(forgotPasswordScreenPlan);
