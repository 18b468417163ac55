import { describeScreenPaths } from './describe-screen';
import { walletTransferScreenPlan } from './walletTransfer.plan';

describeScreenPaths(walletTransferScreenPlan);
