// @vitest-environment node
import { feedbackPaths } from './feedback.paths';
import { describeMachinePaths } from './describe';

describeMachinePaths(feedbackPaths);
