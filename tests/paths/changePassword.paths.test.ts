// @vitest-environment node
import { describeMachinePaths } from './describe';
import { changePasswordPaths } from './changePassword.paths';

describeMachinePaths(changePasswordPaths);
