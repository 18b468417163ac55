// @vitest-environment node
import { describeMachinePaths } from './describe';
import { lobbyPaths } from './lobby.paths';

describeMachinePaths(lobbyPaths);
