import { fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import { claimMachine } from '@/machines/claim/claim.machine';
import { definePathSuite } from './harness';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));

export const claimPaths = definePathSuite({
  name: 'claim',
  machine: claimMachine.provide({ actors: { claimReward: never() } }),
  events: {
    'claim.request': [{ kind: 'promotion', id: '7' }],
    'xstate.done.actor.claimReward': [{ output: undefined }],
    'xstate.error.actor.claimReward': [
      {
        error: new ApiError({
          kind: 'business',
          errorCode: 'PROMOTION_ALREADY_CLAIMED',
          serverMessage: 'You have already joined this promotion',
        }),
      },
    ],
  },
  ignoreContext: ['failure', 'claimed', 'claiming'],
});
