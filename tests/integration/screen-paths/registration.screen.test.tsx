import { describeScreenPaths } from './describe-screen';
import { registrationScreenPlan } from './registration.plan';

describeScreenPaths(registrationScreenPlan);
