// @vitest-environment node
/**
 * The reality check runs on the clock its actor is given (ADR 043): a simulated clock moved on by the
 * interval brings the check, no test waits out minutes.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { RgSessionValue } from '@/contracts/responsibleGambling.contract';
import { realityCheckMachine } from '@/machines/realityCheck/realityCheck.machine';
import { REALITY_FIGURES } from '../../../tests/paths/realityCheck.paths';

function start(minutes: 0 | 15 | 30 | 60, playedMs?: number) {
  const clock = new SimulatedClock();
  let stopped = 0;
  const actor = createActor(
    realityCheckMachine.provide({
      actors: { loadFigures: fromPromise<RgSessionValue>(async () => REALITY_FIGURES) },
      actions: { stopPlaying: () => void (stopped += 1) },
    }),
    { input: { minutes, ...(playedMs === undefined ? {} : { playedMs }) }, clock },
  ).start();
  return { actor, clock, stopped: () => stopped };
}

describe('reality check on an injected clock', () => {
  it('comes due after exactly the interval, with the exact figures', async () => {
    const { actor, clock } = start(15);
    clock.increment(15 * 60_000 - 1);
    expect(actor.getSnapshot().hasTag('dialog')).toBe(false);
    clock.increment(1);
    const due = await waitFor(actor, (s) => s.matches('due'));
    expect(due.context.figures).toEqual(REALITY_FIGURES);
  });

  it('Continue counts a whole interval again; a new interval counts from the choice', async () => {
    const { actor, clock } = start(15);
    clock.increment(15 * 60_000);
    await waitFor(actor, (s) => s.matches('due'));
    actor.send({ type: 'reality.continue' });
    clock.increment(14 * 60_000);
    expect(actor.getSnapshot().matches('counting')).toBe(true);
    actor.send({ type: 'reality.configure', minutes: 30 });
    clock.increment(29 * 60_000);
    expect(actor.getSnapshot().matches('counting')).toBe(true);
    clock.increment(60_000);
    await waitFor(actor, (s) => s.matches('due'));
  });

  it('off never comes due; Stop playing runs the screen’s stop once', async () => {
    const off = start(0);
    off.clock.increment(24 * 60 * 60_000);
    expect(off.actor.getSnapshot().matches('off')).toBe(true);
    const on = start(60);
    on.clock.increment(60 * 60_000);
    await waitFor(on.actor, (s) => s.matches('due'));
    on.actor.send({ type: 'reality.stop' });
    expect(on.actor.getSnapshot().status).toBe('done');
    expect(on.stopped()).toBe(1);
  });

  it('a check started mid-session (a reload) comes at the next whole interval since login, not a whole one later', async () => {
    // 40 minutes into the session with a 15-minute interval: the next check is at 45, five minutes on.
    const { actor, clock } = start(15, 40 * 60_000);
    clock.increment(5 * 60_000 - 1);
    expect(actor.getSnapshot().hasTag('dialog')).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
    await waitFor(actor, (s) => s.matches('due'));
    // Continue counts a whole interval from the answer.
    actor.send({ type: 'reality.continue' });
    clock.increment(15 * 60_000 - 1);
    expect(actor.getSnapshot().matches('counting')).toBe(true);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('due'));
  });

  it('a session time it cannot use (a clock behind the backend’s) counts a whole interval from now', () => {
    const { actor, clock } = start(15, -3 * 60_000);
    clock.increment(15 * 60_000 - 1);
    expect(actor.getSnapshot().matches('counting')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
  });
});
