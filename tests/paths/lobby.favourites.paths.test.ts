import { describeMachinePaths } from './harness';
import { favouritesPaths } from './lobby.favourites.paths';

describeMachinePaths(favouritesPaths);
