// @vitest-environment node
import { describeMachinePaths } from './describe';
import { registrationPaths } from './registration.paths';

describeMachinePaths(registrationPaths);
