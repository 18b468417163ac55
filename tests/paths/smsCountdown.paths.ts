import { fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import { smsCountdownMachine, type SmsSent } from '@/machines/smsCountdown/smsCountdown.machine';
import { definePathSuite } from './harness';
import { failures } from './account.fixtures';

const machine = smsCountdownMachine.provide({
  actors: {
    sendCode: fromPromise<SmsSent, { mobileNum: string }>(() => new Promise<SmsSent>(() => undefined)),
  },
});

export const smsCountdownPaths = definePathSuite({
  name: 'smsCountdown',
  machine,
  input: { viaProvider: false },
  events: {
    'sms.send': [{ target: { mobileNum: '60123456789', countryDialingCode: '+60' } }],
    'xstate.done.actor.sendCode': [{ output: { expiredMinutes: 5 } }],
    'xstate.error.actor.sendCode': [
      { error: failures.smsRefused },
      // Spec 01 §8 "too many requests (retry after 5 minutes)": the wait that holds the button.
      {
        error: new ApiError({
          kind: 'business',
          errorCode: 'TOO_MANY_REQUESTS',
          serverMessage: 'Too many requests',
        }),
      },
    ],
  },
  // The countdown value falls every second; the unit tests check it, the paths check the states.
  ignoreContext: ['remaining'],
});

/** Codes sent by the authentication provider: the machine keeps its own deadline for the provider. */
export const smsCountdownProviderPaths = definePathSuite({
  ...smsCountdownPaths,
  name: 'smsCountdown (provider)',
  machine,
  input: { viaProvider: true },
});
