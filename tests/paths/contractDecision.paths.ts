import { fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import { contractDecisionMachine } from '@/machines/contractDecision/contractDecision.machine';
import { definePathSuite } from './harness';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));

export const contractDecisionPaths = definePathSuite({
  name: 'contractDecision',
  machine: contractDecisionMachine.provide({ actors: { sendDecision: never() } }),
  events: {
    'contract.choose': [
      { contractId: 'c1', status: 'Pending', action: 'ACCEPT' },
      { contractId: 'c1', status: 'Pending', action: 'REJECT' },
      { contractId: 'c2', status: 'Accept', action: 'TERMINATE' },
      { contractId: 'c2', status: 'Accept', action: 'ACCEPT' },
      { contractId: 'c3', status: 'Terminate', action: 'TERMINATE' },
    ],
    'contract.confirm': [{}],
    'contract.cancel': [{}],
    'xstate.done.actor.sendDecision': [{ output: undefined }],
    'xstate.error.actor.sendDecision': [
      {
        error: new ApiError({
          kind: 'business',
          errorCode: 'CONTRACT_STATUS_INVALID',
          serverMessage: 'This contract cannot be changed in its current status',
        }),
      },
    ],
  },
  ignoreContext: ['failure', 'decision'],
});
