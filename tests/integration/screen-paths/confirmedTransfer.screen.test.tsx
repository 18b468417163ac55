import { describeScreenPaths } from './describe-screen';
import { confirmedTransferScreenPlan } from './personTransfer.plan';

describeScreenPaths(confirmedTransferScreenPlan);
