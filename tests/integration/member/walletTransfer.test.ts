import { api } from '@/api/instance';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { server, useScenario } from '@mocks/node';
import { createWalletTransferActors } from '@/machines/walletTransfer/walletTransfer.actors';
import { walletTransferMachine } from '@/machines/walletTransfer/walletTransfer.machine';
import { signIn } from '../../support/mock-session';

function start(moved: string[]) {
  return createActor(
    walletTransferMachine.provide({
      actors: createWalletTransferActors({ api }),
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

/** Counts the transfer calls that reach the mock from now on. */
function countTransfers(): () => number {
  let calls = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/wps/relay/GCS_walletTransfer') calls += 1;
  });
  return () => calls;
}

describe('wallet transfer: a lost answer is checked, never sent again (ADR 033)', () => {
  it('finds a transfer whose answer was lost: the wallets show it, nothing is sent again', async () => {
    useScenario('moneyAnswerLost');
    signIn('vip05');
    const moved: string[] = [];
    const actor = start(moved);
    await waitFor(actor, (s) => s.matches('ready'));
    const sent = countTransfers();
    actor.send({ type: 'transfer.submit', from: '2', to: '3', amount: '0.10' });
    await waitFor(actor, (s) => s.matches('ready') && moved.length === 1);
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(balanceOf(actor, '3')).toBe('0.1');
    expect(balanceOf(actor, '2')).toBe('87999.9');
    expect(sent()).toBe(1);
  });

  it('says nothing was sent when the request never arrived, and the next submit goes through once', async () => {
    useScenario('moneyRequestLost');
    signIn('vip05');
    const moved: string[] = [];
    const actor = start(moved);
    await waitFor(actor, (s) => s.matches('ready'));
    const sent = countTransfers();
    actor.send({ type: 'transfer.submit', from: '2', to: '3', amount: '0.10' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.messageKey).toBe('errors:nothingSent');
    expect(moved).toEqual([]);
    expect(balanceOf(actor, '2')).toBe('88000');
    actor.send({ type: 'transfer.submit', from: '2', to: '3', amount: '0.10' });
    await waitFor(actor, (s) => s.matches('ready') && moved.length === 1);
    expect(balanceOf(actor, '3')).toBe('0.1');
    expect(balanceOf(actor, '2')).toBe('87999.9');
    expect(sent()).toBe(2);
  });

  it('does not take an earlier transfer of the same amount for a lost one', async () => {
    signIn('vip05');
    const moved: string[] = [];
    const actor = start(moved);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'transfer.submit', from: '2', to: '3', amount: '0.10' });
    await waitFor(actor, (s) => s.matches('ready') && moved.length === 1);
    useScenario('moneyRequestLost');
    actor.send({ type: 'transfer.submit', from: '2', to: '3', amount: '0.10' });
    await waitFor(actor, (s) => s.matches('ready') && (s.context.failure !== null || moved.length > 1));
    expect(actor.getSnapshot().context.failure?.messageKey).toBe('errors:nothingSent');
    expect(moved).toEqual(['moved']);
  });

  it('finds a recall all whose answer was lost by the balances, and says nothing was sent otherwise', async () => {
    useScenario('moneyAnswerLost');
    signIn('vip05');
    const moved: string[] = [];
    const actor = start(moved);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'transfer.recallAll' });
    await waitFor(actor, (s) => s.matches('ready') && moved.length === 1);
    expect(balanceOf(actor, '1')).toBe('0');
    expect(balanceOf(actor, '2')).toBe('89520.75');

    useScenario('moneyRequestLost');
    signIn('vip05');
    const lost = start([]);
    await waitFor(lost, (s) => s.matches('ready'));
    lost.send({ type: 'transfer.submit', from: '2', to: '1', amount: '5' });
    await waitFor(lost, (s) => s.matches('ready') && s.context.failure !== null);
    useScenario('default');
    lost.send({ type: 'transfer.submit', from: '2', to: '1', amount: '5' });
    await waitFor(
      lost,
      (s) => s.matches('ready') && s.context.failure === null && balanceOf(lost, '1') !== '0',
    );
    useScenario('moneyRequestLost');
    lost.send({ type: 'transfer.recallAll' });
    await waitFor(lost, (s) => s.matches('ready') && s.context.failure !== null);
    expect(lost.getSnapshot().context.failure?.messageKey).toBe('errors:nothingSent');
  });

  it('keeps the outcome unknown, and the submit shut, until a check succeeds', async () => {
    useScenario('moneyRequestLost', { faults: { 'wallet.transactionRecords': { kind: 'http500' } } });
    signIn('vip05');
    const actor = start([]);
    await waitFor(actor, (s) => s.matches('ready'));
    const sent = countTransfers();
    actor.send({ type: 'transfer.submit', from: '2', to: '3', amount: '0.10' });
    await waitFor(actor, (s) => s.hasTag('outcomeUnknown'));
    expect(actor.getSnapshot().context.failure?.messageKey).toBe('errors:outcomeUnknown');
    actor.send({ type: 'transfer.submit', from: '2', to: '3', amount: '0.10' });
    actor.send({ type: 'transfer.recallAll' });
    expect(actor.getSnapshot().hasTag('outcomeUnknown')).toBe(true);
    expect(sent()).toBe(1);
    useScenario('default');
    actor.send({ type: 'transfer.checkAgain' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.failure?.messageKey === 'errors:nothingSent');
    expect(sent()).toBe(1);
  });
});
