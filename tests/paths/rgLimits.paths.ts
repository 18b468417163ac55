import { fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import type { RgLimit } from '@/contracts/responsibleGambling.contract';
import { rgLimitsMachine } from '@/machines/rgLimits/rgLimits.machine';
import { definePathSuite } from './harness';

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => undefined));

const row = (over: Partial<RgLimit>): RgLimit => ({
  kind: 'deposit',
  period: '24h',
  amount: null,
  used: '0',
  remaining: null,
  pending: null,
  ...over,
});

const none: RgLimit[] = [row({})];
const lowered: RgLimit[] = [row({ amount: '200', remaining: '200' })];
const raised: RgLimit[] = [
  row({ amount: '200', remaining: '200', pending: { amount: '1000', effectiveAt: 1 } }),
];

export const rgLimitsPaths = definePathSuite({
  name: 'rgLimits',
  machine: rgLimitsMachine.provide({ actors: { loadLimits: never(), saveLimit: never() } }),
  events: {
    'xstate.done.actor.loadLimits': [{ output: none }],
    'xstate.error.actor.loadLimits': [{ error: new ApiError({ kind: 'network' }) }],
    'rgLimits.save': [
      { kind: 'deposit', period: '24h', amount: '200' },
      { kind: 'deposit', period: '24h', amount: '12.345' },
      { kind: 'session', period: '24h', amount: '2000' },
      { kind: 'deposit', period: '24h', amount: '' },
    ],
    'xstate.done.actor.saveLimit': [{ output: lowered }, { output: raised }],
    'xstate.error.actor.saveLimit': [{ error: new ApiError({ kind: 'timeout' }) }],
  },
  ignoreContext: ['failure', 'fieldErrors', 'saving', 'field', 'limits', 'saved'],
});
