// @vitest-environment node
import { describeMachinePaths } from './describe';
import { loginAgentProviderPaths, loginPaths } from './login.paths';

describeMachinePaths(loginPaths);
describeMachinePaths(loginAgentProviderPaths);
