// @vitest-environment node
import { describeMachinePaths } from './describe';
import { favouritesPaths } from './lobby.favourites.paths';

describeMachinePaths(favouritesPaths);
