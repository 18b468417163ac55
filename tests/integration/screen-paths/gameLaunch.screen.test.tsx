import { describeScreenPaths } from './describe-screen';
import { gameLaunchScreenPlan } from './gameLaunch.plan';

describeScreenPaths(gameLaunchScreenPlan);
