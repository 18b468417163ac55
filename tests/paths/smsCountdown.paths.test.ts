// @vitest-environment node
import { describeMachinePaths } from './describe';
import { smsCountdownPaths, smsCountdownProviderPaths } from './smsCountdown.paths';

// The WPS and provider inputs together take every transition of the one machine.
describeMachinePaths(smsCountdownPaths, [smsCountdownProviderPaths]);
describeMachinePaths(smsCountdownProviderPaths, [smsCountdownPaths]);
