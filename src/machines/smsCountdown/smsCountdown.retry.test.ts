import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '@/api/errors';
import { SMS_TOO_MANY_REQUESTS_RETRY_MS } from '@/config/constants';
import { smsCountdownMachine, type SmsSent, type SmsTarget } from './smsCountdown.machine';
import { selectSmsButton } from './smsCountdown.selectors';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function actorRefusedWith(error: unknown) {
  const warnFailure = vi.fn();
  const actor = createActor(
    smsCountdownMachine.provide({
      actors: { sendCode: fromPromise<SmsSent, SmsTarget>(() => Promise.reject(error)) },
      actions: { warnFailure },
    }),
    { input: {} },
  ).start();
  return { actor, warnFailure };
}

const canSend = (actor: ReturnType<typeof actorRefusedWith>['actor']) =>
  actor.getSnapshot().hasTag('canSend');

describe('SMS code: "too many requests, retry after 5 minutes" (spec 01 §8, spec 02 §8)', () => {
  it('is 5 minutes', () => {
    expect(SMS_TOO_MANY_REQUESTS_RETRY_MS).toBe(300_000);
  });

  for (const [name, error] of [
    ['errorCode TOO_MANY_REQUESTS', new ApiError({ kind: 'business', errorCode: 'TOO_MANY_REQUESTS' })],
    ['errorCode TOO_MANY_REQUEST', new ApiError({ kind: 'business', errorCode: 'TOO_MANY_REQUEST' })],
    ['the provider’s auth/too-many-requests', { code: 'auth/too-many-requests' }],
  ] as const) {
    it(`${name}: the button stays disabled, counting down, for 5 minutes, then sends again`, async () => {
      const { actor, warnFailure } = actorRefusedWith(error);
      try {
        actor.send({ type: 'sms.send', target: { mobileNum: '60123456789' } });
        await vi.advanceTimersByTimeAsync(0);
        expect(warnFailure).toHaveBeenCalledTimes(1);
        expect(selectSmsButton(actor.getSnapshot())).toMatchObject({
          throttled: true,
          counting: true,
          remaining: 300,
        });
        // Dismissing the warning does not end the wait, nor does a send during it.
        actor.send({ type: 'sms.dismiss' });
        actor.send({ type: 'sms.send', target: { mobileNum: '60123456789' } });
        await vi.advanceTimersByTimeAsync(60_000);
        expect(selectSmsButton(actor.getSnapshot()).remaining).toBe(240);
        await vi.advanceTimersByTimeAsync(SMS_TOO_MANY_REQUESTS_RETRY_MS - 60_000 - 1);
        expect(canSend(actor)).toBe(false);
        await vi.advanceTimersByTimeAsync(1);
        expect(canSend(actor)).toBe(true);
        expect(actor.getSnapshot().context.failure).toBeNull();
      } finally {
        actor.stop();
      }
    });
  }

  it('any other refusal keeps the one-second throttle after the warning', async () => {
    const { actor } = actorRefusedWith(new ApiError({ kind: 'business', errorCode: 'sms.too.often' }));
    try {
      actor.send({ type: 'sms.send', target: { mobileNum: '60123456789' } });
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'sms.dismiss' });
      await vi.advanceTimersByTimeAsync(1000);
      expect(canSend(actor)).toBe(true);
    } finally {
      actor.stop();
    }
  });
});
