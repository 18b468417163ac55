import { describeScreenPaths } from './describe-screen';
import { lobbyScreenPlan } from './lobby.plan';

describeScreenPaths(lobbyScreenPlan);
