import { fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import { registerDownlineMachine } from '@/machines/registerDownline/registerDownline.machine';
import { definePathSuite } from './harness';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));
const form = (
  over: Partial<Record<'username' | 'confirmPassword', string>> & { rebates?: Record<string, string> } = {},
) => ({
  username: 'newteam7',
  password: 'abc12345',
  confirmPassword: 'abc12345',
  accountType: 'member' as const,
  rebates: {},
  ...over,
});

export const registerDownlinePaths = definePathSuite({
  name: 'registerDownline',
  machine: registerDownlineMachine.provide({ actors: { sendDownline: never() } }),
  // agent1's own rates (the mock's globalRebateSettings): slots 1.5 %, live casino 1 %.
  input: {
    ownRebates: [
      { productType: 'RNG', rebate: '1.5' },
      { productType: 'LIVE', rebate: '1' },
    ],
  },
  events: {
    'downline.submit': [
      form(),
      form({ username: 'ab', confirmPassword: 'abc99999' }),
      // 1.5 % is within agent1's slots rate but above its live casino rate.
      form({ rebates: { RNG: '1.5', LIVE: '1.5' } }),
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
