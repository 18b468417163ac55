// @vitest-environment node
import { describeMachinePaths } from './describe';
import { modalPaths } from './modal.paths';

describeMachinePaths(modalPaths);
