import { fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import { promotionApplyMachine } from '@/machines/promotionApply/promotionApply.machine';
import { definePathSuite } from './harness';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));
const MB = 1024 * 1024;
const png = (name: string, size = MB) => ({ name, type: 'image/png', size });

export const promotionApplyPaths = definePathSuite({
  name: 'promotionApply',
  machine: promotionApplyMachine.provide({ actors: { sendApplication: never() } }),
  events: {
    'apply.submit': [
      { promotionId: '1', remark: 'Deposited 500 on Monday', images: [png('slip.png')] },
      { promotionId: '1', remark: 'x'.repeat(141), images: [] },
      { promotionId: '1', remark: '', images: [png('a.png'), png('b.png'), png('c.png'), png('d.png')] },
      { promotionId: '1', remark: '', images: [png('big.png', 6 * MB)] },
    ],
    'xstate.done.actor.sendApplication': [{ output: undefined }],
    'xstate.error.actor.sendApplication': [
      {
        error: new ApiError({
          kind: 'business',
          errorCode: 'PROMOTION_ALREADY_APPLIED',
          serverMessage: 'You have already applied for this promotion',
        }),
      },
    ],
  },
  ignoreContext: ['failure', 'application'],
});
