import { fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import { pointsOrderMachine } from '@/machines/pointsOrder/pointsOrder.machine';
import { definePathSuite } from './harness';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));
const machine = pointsOrderMachine.provide({ actors: { placeOrder: never(), checkOrder: never() } });
const refused = (errorCode: string, serverMessage: string) => ({
  error: new ApiError({ kind: 'business', errorCode, serverMessage }),
});
/** Unclear (ADR 033): the connection dropped after the request left. */
const lost = { error: new ApiError({ kind: 'network' }) };
/** What the check of a lost order can say: found, not found, or nothing (it failed itself). */
const checks = {
  'xstate.done.actor.checkOrder': [{ output: { found: true, result: null } }, { output: { found: false } }],
  'xstate.error.actor.checkOrder': [{ error: new ApiError({ kind: 'timeout' }) }],
} as const;

/** A 300-point reward with 2 left, for a member holding 1000 points: 3 is over the stock, 4 over the balance. */
export const pointsRedeemPaths = definePathSuite({
  name: 'pointsRedeem',
  machine,
  input: { order: { kind: 'redeem', rewardId: 'r1', price: '300', stock: 2 }, balance: '1000' },
  events: {
    'points.submit': [
      { count: '2', password: 'Passw0rd1' },
      { count: '3', password: 'Passw0rd1' },
      { count: '1.5', password: 'Passw0rd1' },
      { count: '1', password: '' },
    ],
    'points.again': [{ balance: '400' }],
    'xstate.done.actor.placeOrder': [{ output: undefined }],
    'xstate.error.actor.placeOrder': [lost, refused('PASSWORD_INCORRECT', 'Incorrect password')],
    ...checks,
  },
  ignoreContext: ['submittedAt', 'failure', 'request', 'order', 'balance'],
});

/** Conversion at 100 points per unit with a 100-point minimum, for a member holding 1000 points. */
export const pointsConvertPaths = definePathSuite({
  name: 'pointsConvert',
  machine,
  input: { order: { kind: 'convert', ratio: '100', minimum: '100' }, balance: '1000' },
  events: {
    'points.submit': [
      { count: '250', password: 'Passw0rd1' },
      { count: '50', password: 'Passw0rd1' },
      { count: '1001', password: 'Passw0rd1' },
      { count: '', password: '' },
    ],
    'points.again': [{ balance: '750' }],
    'xstate.done.actor.placeOrder': [{ output: undefined }],
    'xstate.error.actor.placeOrder': [lost, refused('POINT_INSUFFICIENT', 'Insufficient points')],
    ...checks,
  },
  ignoreContext: ['submittedAt', 'failure', 'request', 'order', 'balance'],
});
