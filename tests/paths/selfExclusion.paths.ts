import { fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import { selfExclusionMachine } from '@/machines/selfExclusion/selfExclusion.machine';
import { definePathSuite } from './harness';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));

export const selfExclusionPaths = definePathSuite({
  name: 'selfExclusion',
  machine: selfExclusionMachine.provide({ actors: { exclude: never() } }),
  events: {
    'selfExclusion.choose': [
      { kind: 'selfExclusion', duration: '6m' },
      { kind: 'timeout', duration: '24h' },
    ],
    'selfExclusion.confirm': [{}],
    'selfExclusion.cancel': [{}],
    'xstate.done.actor.exclude': [{ output: { kind: 'selfExclusion', until: 1811494800000 } }],
    'xstate.error.actor.exclude': [{ error: new ApiError({ kind: 'timeout' }) }],
  },
  ignoreContext: ['failure', 'choice', 'until'],
});
