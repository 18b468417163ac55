import { describeMachinePaths } from './harness';
import { modalPaths } from './modal.paths';

describeMachinePaths(modalPaths);
