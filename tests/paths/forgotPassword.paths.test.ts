import { describeMachinePaths } from './harness';
import { forgotPasswordPaths } from './forgotPassword.paths';

describeMachinePaths(forgotPasswordPaths);
