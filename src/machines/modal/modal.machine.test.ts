import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { modalMachine } from './modal.machine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('modal machine: the owner hears once that the modal is gone', () => {
  it('notifies after the close animation, once', () => {
    const notifyClosed = vi.fn();
    const actor = createActor(modalMachine.provide({ actions: { notifyClosed } }), {
      input: { closeAnimationMs: 300, initiallyOpen: true },
    }).start();
    try {
      expect(actor.getSnapshot().hasTag('shown')).toBe(true);
      actor.send({ type: 'modal.close' });
      vi.advanceTimersByTime(299);
      expect(notifyClosed).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(notifyClosed).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().matches('hidden')).toBe(true);
    } finally {
      actor.stop();
    }
  });

  it('does not notify when reopened during the animation, nor when closed before it showed', () => {
    const notifyClosed = vi.fn();
    const actor = createActor(modalMachine.provide({ actions: { notifyClosed } }), {
      input: { showDelayMs: 100 },
    }).start();
    try {
      actor.send({ type: 'modal.open' });
      actor.send({ type: 'modal.close' });
      vi.advanceTimersByTime(1000);
      actor.send({ type: 'modal.open' });
      vi.advanceTimersByTime(100);
      actor.send({ type: 'modal.close' });
      vi.advanceTimersByTime(100);
      actor.send({ type: 'modal.open' });
      vi.advanceTimersByTime(1000);
      expect(notifyClosed).not.toHaveBeenCalled();
      expect(actor.getSnapshot().hasTag('shown')).toBe(true);
    } finally {
      actor.stop();
    }
  });
});
