import { assign, fromPromise, setup } from 'xstate';
import {
  LOGIN_CODE_THROTTLE_MS,
  PROVIDER_SMS_EXPIRED_MINUTES,
  SMS_SECONDS_PER_EXPIRED_MINUTE,
  SMS_TOO_MANY_REQUESTS_RETRY_MS,
} from '@/config/constants';
import { errorKey } from '@/api/errors';
import { env } from '@/config/env';
import { DEADLINE_FAILURE, toFailure, type Failure } from '../shared/failure';

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

/** `throttled`: the server or the provider said too many requests; the wait is spec 01 §8's 5 minutes. */
export type SmsCountdownTag = 'canSend' | 'busy' | 'counting' | 'dialog' | 'throttled';

export type SmsCountdownEvent = { type: 'sms.send'; target: SmsTarget } | { type: 'sms.dismiss' };

/**
 * SMS code sending with the resend countdown (spec 01 §4, §8, §9): 60 s × expiredMinutes, resend
 * ignored while counting, a failure shows the server message in a warning dialog, and sends are
 * at most one per second. "Too many requests" (spec 01 §8, spec 02 §8: retry after 5 minutes) shows
 * its message and holds the button for `SMS_TOO_MANY_REQUESTS_RETRY_MS`, counting down, then lets go.
 */
export const smsCountdownMachine = setup({
  types: {
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
    input: {} as SmsCountdownInput,
    tags: {} as SmsCountdownTag,
  },
  actors: {
    sendCode: fromPromise<SmsSent, SmsTarget>(async () => {
      throw new Error('sendCode not provided');
    }),
  },
  actions: {
    /** Spec 01 §8: the server's message in a warning dialog; the UI sends `sms.dismiss`. */
    warnFailure: (_, _params: { failure: Failure | null }) => undefined,
    keepTarget: assign((_, params: { target: SmsTarget }) => ({ target: params.target, failure: null })),
    startCountdown: assign(({ context }, params: { sent: SmsSent }) => ({
      remaining:
        SMS_SECONDS_PER_EXPIRED_MINUTE *
        (context.viaProvider ? PROVIDER_SMS_EXPIRED_MINUTES : Math.max(1, params.sent.expiredMinutes ?? 1)),
    })),
    startRetryWait: assign({ remaining: SMS_TOO_MANY_REQUESTS_RETRY_MS / 1000 }),
    countDown: assign(({ context }) => ({ remaining: context.remaining - 1 })),
    stopCountdown: assign({ remaining: 0 }),
    setFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    setDeadlineFailure: assign({ failure: DEADLINE_FAILURE }),
    clearFailure: assign({ failure: null }),
  },
  delays: {
    // Spec 01 §9 deadlines: the countdown's second and the one-send-a-second throttle.
    tick: 1000,
    throttle: LOGIN_CODE_THROTTLE_MS,
    /** Spec 01 §8 "retry after 5 minutes": the state's one exit, so it never waits for anything else. */
    retryAfter: SMS_TOO_MANY_REQUESTS_RETRY_MS,
    /** The provider's send is not an API-client call, so it has no client timeout. */
    providerTimeout: env.apiTimeoutMs,
  },
  guards: {
    isStillCounting: ({ context }) => context.remaining > 1,
    isViaProvider: ({ context }) => context.viaProvider,
    /** errorCode TOO_MANY_REQUEST(S) or the provider's auth/too-many-requests (src/api/errors.ts). */
    isTooManyRequests: (_, params: { error: unknown }) =>
      toFailure(params.error).messageKey === errorKey('tooManyRequests'),
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
          actions: { type: 'keepTarget', params: ({ event }) => ({ target: event.target }) },
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
          actions: { type: 'startCountdown', params: ({ event }) => ({ sent: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isTooManyRequests', params: ({ event }) => ({ error: event.error }) },
            target: 'throttled',
            actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'setFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
      after: {
        providerTimeout: { guard: 'isViaProvider', target: 'failed', actions: 'setDeadlineFailure' },
      },
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
            actions: 'countDown',
          },
          { target: 'idle', actions: 'stopCountdown' },
        ],
      },
    },
    failed: {
      tags: ['dialog'],
      entry: { type: 'warnFailure', params: ({ context }) => ({ failure: context.failure }) },
      on: { 'sms.dismiss': { target: 'cooldown' } },
    },
    // The message says to come back in 5 minutes: the button counts them down and stays disabled. The
    // warning is shown once on entry; dismissing it changes nothing here, only `retryAfter` leaves.
    throttled: {
      tags: ['counting', 'throttled'],
      entry: [
        'startRetryWait',
        { type: 'warnFailure', params: ({ context }) => ({ failure: context.failure }) },
      ],
      on: { 'sms.dismiss': {} },
      after: { retryAfter: { target: 'idle', actions: ['stopCountdown', 'clearFailure'] } },
      initial: 'waiting',
      states: {
        waiting: {
          after: {
            tick: { guard: 'isStillCounting', target: 'waiting', reenter: true, actions: 'countDown' },
          },
        },
      },
    },
    cooldown: {
      after: { throttle: { target: 'idle', actions: 'clearFailure' } },
    },
  },
});
