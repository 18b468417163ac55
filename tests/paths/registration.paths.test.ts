import { describeMachinePaths } from './harness';
import { registrationPaths } from './registration.paths';

describeMachinePaths(registrationPaths);
