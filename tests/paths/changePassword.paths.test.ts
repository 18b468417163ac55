import { describeMachinePaths } from './harness';
import { changePasswordPaths } from './changePassword.paths';

describeMachinePaths(changePasswordPaths);
