// @vitest-environment node
import { describeMachinePaths } from './describe';
import { forgotPasswordPaths } from './forgotPassword.paths';

describeMachinePaths(forgotPasswordPaths);
