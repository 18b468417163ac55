import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { useScenario } from '@mocks/node';
import { walletTransferActors } from '@/machines/walletTransfer/walletTransfer.actors';
import { walletTransferMachine } from '@/machines/walletTransfer/walletTransfer.machine';
import { signIn } from '../../support/mock-session';

function start(moved: string[]) {
  return createActor(
    walletTransferMachine.provide({
      actors: walletTransferActors,
      actions: { moneyMoved: () => void moved.push('moved') },
    }),
  ).start();
}

const balanceOf = (actor: ReturnType<typeof start>, id: string) =>
  actor.getSnapshot().context.wallets.find((w) => w.id === id)?.balance;

describe('wallet transfer machine against the mock', () => {
  it('moves money to a game wallet and recalls all, exactly', async () => {
    signIn('vip05');
    const moved: string[] = [];
    const actor = start(moved);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'transfer.submit', from: '2', to: '3', amount: '0.10' });
    await waitFor(actor, (s) => s.matches('ready') && moved.length === 1);
    expect(balanceOf(actor, '3')).toBe('0.1');
    expect(balanceOf(actor, '2')).toBe('87999.9');
    actor.send({ type: 'transfer.recallAll' });
    await waitFor(actor, (s) => s.matches('ready') && moved.length === 2);
    expect(balanceOf(actor, '2')).toBe('89520.75');
    expect(balanceOf(actor, '1')).toBe('0');
  });

  it('refuses a locked wallet before sending, and shows single-wallet merchants no transfers', async () => {
    useScenario('walletLocked');
    signIn('vip05');
    const actor = start([]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'transfer.submit', from: '2', to: '1', amount: '10' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors.to?.key).toBe('money.walletLocked');
    useScenario('singleWallet');
    const single = start([]);
    await waitFor(single, (s) => s.hasTag('single'));
  });
});
