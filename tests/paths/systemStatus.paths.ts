import { fromPromise } from 'xstate';
import { definePathSuite } from './harness';
import { systemStatusMachine, type SystemData } from '@/machines/systemStatus/systemStatus.machine';
import { systemFixtures } from './systemStatus.fixtures';

const outputs = Object.values(systemFixtures).map((output) => ({ output }));

export const systemStatusPaths = definePathSuite({
  name: 'systemStatus',
  // The harness decides when the boot call finishes; the fake never settles on its own.
  machine: systemStatusMachine.provide({
    actors: { loadSystem: fromPromise<SystemData>(() => new Promise<SystemData>(() => {})) },
  }),
  events: {
    'xstate.done.actor.loadSystem': outputs,
    'xstate.error.actor.loadSystem': [
      { error: { kind: 'network', messageKey: 'errors:network' } },
      { error: { kind: 'business', messageKey: 'errors:invalidDomain', errorCode: 'domain.invalid' } },
    ],
    'xstate.done.actor.refreshSystem': outputs,
    'xstate.error.actor.refreshSystem': [{ error: { kind: 'network', messageKey: 'errors:network' } }],
  },
  // Retries only count up; the state identity is the status, not the attempt number.
  ignoreContext: ['attempts'],
});
