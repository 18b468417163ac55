import { describeMachinePaths } from './harness';
import { lobbyPaths } from './lobby.paths';

describeMachinePaths(lobbyPaths);
