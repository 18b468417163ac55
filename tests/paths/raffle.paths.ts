import { fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import { raffleMachine } from '@/machines/raffle/raffle.machine';
import { definePathSuite } from './harness';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));

export const rafflePaths = definePathSuite({
  name: 'raffle',
  machine: raffleMachine.provide({ actors: { loadStatus: never(), draw: never() } }),
  events: {
    'raffle.draw': [{}],
    'raffle.again': [{}],
    'raffle.retry': [{}],
    'xstate.done.actor.loadStatus': [
      { output: { open: true, remaining: 3 } },
      { output: { open: true, remaining: 0 } },
      { output: { open: false, remaining: null } },
    ],
    'xstate.error.actor.loadStatus': [{ error: new ApiError({ kind: 'network' }) }],
    'xstate.done.actor.draw': [{ output: '18' }],
    'xstate.error.actor.draw': [
      {
        error: new ApiError({
          kind: 'business',
          errorCode: 'RAFFLE_NO_CHANCE',
          serverMessage: 'No raffle chances left today',
        }),
      },
    ],
  },
  ignoreContext: ['failure', 'status', 'prize'],
});
