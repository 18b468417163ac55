import { describeMachinePaths } from './harness';
import { loginAgentProviderPaths, loginPaths } from './login.paths';

describeMachinePaths(loginPaths);
describeMachinePaths(loginAgentProviderPaths);
