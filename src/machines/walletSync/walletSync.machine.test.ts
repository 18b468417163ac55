import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '@/api/errors';
import { WALLET_POLL_MS, walletSyncMachine } from './walletSync.machine';

/** A sync actor on a simulated clock; `refresh` and `recall` are the fakes' call logs. */
function start(
  options: {
    recallOnGameExit?: boolean;
    refresh?: () => Promise<void>;
    recall?: (gameType: string) => Promise<string>;
  } = {},
) {
  const refresh = vi.fn(options.refresh ?? (async () => undefined));
  const recall = vi.fn(options.recall ?? (async () => '0'));
  const clock = new SimulatedClock();
  const logic = walletSyncMachine.provide({
    actors: {
      refreshBalance: fromPromise(() => refresh()),
      recallGameWallet: fromPromise(({ input }: { input: { gameType: string } }) => recall(input.gameType)),
    },
  });
  const actor = createActor(logic, {
    input: { recallOnGameExit: options.recallOnGameExit ?? true },
    clock,
  }).start();
  const settled = () => waitFor(actor, (s) => s.matches('waiting'));
  return { actor, clock, refresh, recall, settled };
}

describe('walletSync', () => {
  it('asks the balance after money moved and when the tab is visible again', async () => {
    const { actor, refresh, settled } = start();
    actor.send({ type: 'sync.moneyMoved' });
    expect(actor.getSnapshot().hasTag('updating')).toBe(true);
    await settled();
    actor.send({ type: 'sync.visible' });
    await settled();
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().hasTag('updating')).toBe(false);
  });

  it('asks again when money moved while a refresh was in flight (its answer may predate the move)', async () => {
    let answer: () => void = () => undefined;
    const { actor, refresh, settled } = start({
      refresh: () => new Promise<void>((resolve) => (answer = resolve)),
    });
    actor.send({ type: 'sync.visible' });
    actor.send({ type: 'sync.moneyMoved' });
    answer();
    await waitFor(actor, () => refresh.mock.calls.length === 2);
    answer();
    await settled();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('recalls the left game wallet, tells the player, then asks the balance', async () => {
    const { actor, recall, refresh, settled } = start({ recall: async () => '15.50' });
    actor.send({ type: 'sync.gameClosed', gameType: 'RNG' });
    await settled();
    expect(recall).toHaveBeenCalledWith('RNG');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'recalled', amount: '15.50' });
    actor.send({ type: 'sync.dismissNotice' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('says nothing when the game wallet was empty, and recalls nothing with the setting off', async () => {
    const empty = start();
    empty.actor.send({ type: 'sync.gameClosed', gameType: 'RNG' });
    await empty.settled();
    expect(empty.actor.getSnapshot().context.notice).toBeNull();

    const off = start({ recallOnGameExit: false });
    off.actor.send({ type: 'sync.gameClosed', gameType: 'RNG' });
    await off.settled();
    expect(off.recall).not.toHaveBeenCalled();
    expect(off.refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps a refused recall as a notice and still asks the balance', async () => {
    const refusal = new ApiError({ kind: 'business', errorCode: 'WALLET_LOCKED', serverMessage: 'locked' });
    const { actor, refresh, settled } = start({ recall: () => Promise.reject(refusal) });
    actor.send({ type: 'sync.gameClosed', gameType: 'LIVE' });
    await settled();
    expect(actor.getSnapshot().context.notice?.kind).toBe('recallFailed');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('marks the figure stale when the refresh fails or times out, and asks again on the next trigger', async () => {
    let fail = true;
    const { actor, refresh, settled } = start({
      refresh: () => (fail ? Promise.reject(new ApiError({ kind: 'timeout' })) : Promise.resolve()),
    });
    actor.send({ type: 'sync.refresh' });
    await settled();
    expect(actor.getSnapshot().hasTag('stale')).toBe(true);
    expect(actor.getSnapshot().context.failure?.timeout).toBe(true);
    fail = false;
    actor.send({ type: 'sync.visible' });
    await settled();
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().hasTag('stale')).toBe(false);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('asks every 30 s while a game window is open, and stops when the player comes back', async () => {
    const { actor, clock, refresh, settled } = start();
    clock.increment(WALLET_POLL_MS * 3);
    expect(refresh).not.toHaveBeenCalled();

    actor.send({ type: 'sync.gameWindowOpened' });
    clock.increment(WALLET_POLL_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    clock.increment(1);
    await settled();
    expect(refresh).toHaveBeenCalledTimes(1);
    clock.increment(WALLET_POLL_MS);
    await settled();
    expect(refresh).toHaveBeenCalledTimes(2);

    actor.send({ type: 'sync.gameWindowReturned' });
    await settled();
    expect(refresh).toHaveBeenCalledTimes(3);
    clock.increment(WALLET_POLL_MS * 2);
    expect(refresh).toHaveBeenCalledTimes(3);
  });
});
