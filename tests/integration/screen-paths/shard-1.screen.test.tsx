import { describeScreenPaths } from './describe-screen';
import { plansOfShard } from './plans';

// One of the shards the screen plans are spread over (plans.ts): every plan is replayed by exactly one.
plansOfShard(1).forEach(describeScreenPaths);
