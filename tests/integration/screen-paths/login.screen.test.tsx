import { describeScreenPaths } from './describe-screen';
import { loginScreenPlan } from './login.plan';

describeScreenPaths(loginScreenPlan);
