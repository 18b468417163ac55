import { describeMachinePaths } from './harness';
import { smsCountdownPaths } from './smsCountdown.paths';

describeMachinePaths(smsCountdownPaths);
