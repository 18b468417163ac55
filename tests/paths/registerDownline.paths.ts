import { fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import { registerDownlineMachine } from '@/machines/registerDownline/registerDownline.machine';
import { definePathSuite } from './harness';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));
const form = (over: Partial<Record<string, string>> = {}) => ({
  username: 'newteam7',
  password: 'abc12345',
  confirmPassword: 'abc12345',
  accountType: 'member' as const,
  rebate: '',
  ...over,
});

export const registerDownlinePaths = definePathSuite({
  name: 'registerDownline',
  machine: registerDownlineMachine.provide({ actors: { sendDownline: never() } }),
  input: { maxRebate: '1' },
  events: {
    'downline.submit': [
      form(),
      form({ username: 'ab', confirmPassword: 'abc99999' }),
      form({ rebate: '1.5' }),
    ],
    'downline.another': [{}],
    'xstate.done.actor.sendDownline': [{ output: undefined }],
    'xstate.error.actor.sendDownline': [
      {
        error: new ApiError({
          kind: 'business',
          errorCode: 'US_CUSTOMER_EXIST_ERROR',
          serverMessage: 'Username already exists',
        }),
      },
    ],
  },
  ignoreContext: ['failure', 'downline'],
});
