// @vitest-environment node
import { describeMachinePaths } from './describe';
import { smsCountdownPaths } from './smsCountdown.paths';

describeMachinePaths(smsCountdownPaths);
