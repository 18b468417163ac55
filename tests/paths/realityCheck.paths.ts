import { fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import type { RgSessionValue } from '@/contracts/responsibleGambling.contract';
import { realityCheckMachine } from '@/machines/realityCheck/realityCheck.machine';
import { definePathSuite } from './harness';

export const REALITY_FIGURES: RgSessionValue = {
  since: 1_811_494_800_000,
  staked: '120.50',
  won: '95.25',
  net: '-25.25',
  realityCheck: 15,
};

export const realityCheckPaths = definePathSuite({
  name: 'realityCheck',
  machine: realityCheckMachine.provide({
    actors: { loadFigures: fromPromise<RgSessionValue>(() => new Promise(() => undefined)) },
  }),
  input: { minutes: 15 },
  events: {
    'reality.configure': [{ minutes: 0 }, { minutes: 30 }],
    'reality.continue': [{}],
    'reality.stop': [{}],
    'xstate.done.actor.loadFigures': [{ output: REALITY_FIGURES }],
    'xstate.error.actor.loadFigures': [{ error: new ApiError({ kind: 'network' }) }],
  },
  ignoreContext: ['figures', 'failure'],
});
