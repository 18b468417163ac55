import { assign, fromPromise, setup } from 'xstate';
import {
  API_TIMEOUT_MS,
  LOGIN_CODE_THROTTLE_MS,
  PROVIDER_SMS_EXPIRED_MINUTES,
  SMS_SECONDS_PER_EXPIRED_MINUTE,
} from '@/config/constants';
import { TIMEOUT_FAILURE, toFailure, type Failure } from '../session/failure';

export interface SmsTarget {
  mobileNum: string;
  countryDialingCode?: string;
}

export interface SmsSent {
  expiredMinutes?: number;
}

export interface SmsCountdownInput {
  /** The authentication provider sends the code: the countdown is one minute (spec 01 §9). */
  viaProvider?: boolean;
}

export interface SmsCountdownContext {
  viaProvider: boolean;
  /** Seconds left before a new code may be requested. */
  remaining: number;
  failure: Failure | null;
  target: SmsTarget | null;
}

export type SmsCountdownEvent = { type: 'sms.send'; target: SmsTarget } | { type: 'sms.dismiss' };

/**
 * SMS code sending with the resend countdown (spec 01 §4, §8, §9): 60 s × expiredMinutes, resend
 * ignored while counting, a failure shows the server message in a warning dialog, and sends are
 * at most one per second.
 */
export const smsCountdownMachine = setup({
  types: {
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
    input: {} as SmsCountdownInput,
  },
  actors: {
    sendCode: fromPromise<SmsSent, SmsTarget>(async () => {
      throw new Error('sendCode not provided');
    }),
  },
  delays: {
    tick: 1000,
    throttle: LOGIN_CODE_THROTTLE_MS,
    requestTimeout: API_TIMEOUT_MS,
  },
  guards: {
    isStillCounting: ({ context }) => context.remaining > 1,
  },
}).createMachine({
  id: 'smsCountdown',
  initial: 'idle',
  context: ({ input }) => ({
    viaProvider: input.viaProvider ?? false,
    remaining: 0,
    failure: null,
    target: null,
  }),
  states: {
    idle: {
      tags: ['canSend'],
      on: {
        'sms.send': {
          target: 'sending',
          actions: assign({ target: ({ event }) => event.target, failure: null }),
        },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => context.target ?? { mobileNum: '' },
        onDone: {
          target: 'counting',
          actions: assign({
            remaining: ({ context, event }) =>
              SMS_SECONDS_PER_EXPIRED_MINUTE *
              (context.viaProvider
                ? PROVIDER_SMS_EXPIRED_MINUTES
                : Math.max(1, event.output.expiredMinutes ?? 1)),
          }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
      after: { requestTimeout: { target: 'failed', actions: assign({ failure: TIMEOUT_FAILURE }) } },
    },
    counting: {
      tags: ['counting'],
      // `sms.send` has no handler here: a resend during the countdown is ignored.
      after: {
        tick: [
          {
            guard: 'isStillCounting',
            target: 'counting',
            reenter: true,
            actions: assign({ remaining: ({ context }) => context.remaining - 1 }),
          },
          { target: 'idle', actions: assign({ remaining: 0 }) },
        ],
      },
    },
    failed: {
      tags: ['dialog'],
      on: { 'sms.dismiss': { target: 'cooldown' } },
    },
    cooldown: {
      after: { throttle: { target: 'idle', actions: assign({ failure: null }) } },
    },
  },
});
