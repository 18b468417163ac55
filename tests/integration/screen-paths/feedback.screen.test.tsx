import { describeScreenPaths } from './describe-screen';
import { feedbackScreenPlan } from './feedback.plan';

describeScreenPaths(feedbackScreenPlan);
