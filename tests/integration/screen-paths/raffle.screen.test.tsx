import { describeScreenPaths } from './describe-screen';
import { raffleScreenPlan } from './raffle.plan';

describeScreenPaths(raffleScreenPlan);
