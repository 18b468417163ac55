import { describeScreenPaths } from './describe-screen';
import { downlineTransferScreenPlan } from './personTransfer.plan';

describeScreenPaths(downlineTransferScreenPlan);
