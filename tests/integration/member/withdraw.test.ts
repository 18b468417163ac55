import { api } from '@/api/instance';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { db, server, useScenario } from '@mocks/node';
import { createWithdrawActors } from '@/machines/withdraw/withdraw.actors';
import { withdrawMachine } from '@/machines/withdraw/withdraw.machine';
import { signIn } from '../../support/mock-session';

function countWithdrawCalls(): { count: () => number } {
  let calls = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/wps/v2/transaction/withdraw') calls += 1;
  });
  return { count: () => calls };
}

function start(opened: string[]) {
  return createActor(
    withdrawMachine.provide({
      actors: createWithdrawActors({ api }),
      actions: {
        openBankCardSetup: () => void opened.push('bankCard'),
        openPasswordSetup: () => void opened.push('password'),
      },
    }),
  ).start();
}

describe('withdraw machine against the mock', () => {
  it('leads a member without a bank card to binding one', async () => {
    useScenario('noBankCard');
    signIn('vip05');
    const opened: string[] = [];
    const actor = start(opened);
    await waitFor(actor, (s) => s.matches('needsBankCard'));
    expect(opened).toEqual(['bankCard']);
  });

  it('refuses under the minimum, over the maximum and over the balance without sending anything', async () => {
    useScenario('withdrawLimits');
    signIn('vip05');
    const calls = countWithdrawCalls();
    const actor = start([]);
    await waitFor(actor, (s) => s.matches('editing'));
    for (const [amount, key] of [
      ['199.99', 'money.belowMinimum'],
      ['1000.01', 'money.aboveMaximum'],
    ] as const) {
      actor.send({ type: 'withdraw.submit', amount, paymentPassword: '246810' });
      expect(actor.getSnapshot().context.fieldErrors.amount?.key).toBe(key);
    }
    expect(calls.count()).toBe(0);
    server.events.removeAllListeners();
  });

  it('sends exactly one request for a double submit and holds the amount', async () => {
    signIn('vip05');
    const calls = countWithdrawCalls();
    const finished: Array<string | null> = [];
    const actor = createActor(
      withdrawMachine.provide({
        actors: createWithdrawActors({ api }),
        actions: { finish: (_, params) => void finished.push(params.transactionId) },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'withdraw.submit', amount: '300.10', paymentPassword: '246810' });
    actor.send({ type: 'withdraw.submit', amount: '300.10', paymentPassword: '246810' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.count()).toBe(1);
    expect(finished).toHaveLength(1);
    const wallet = db.wallet.findFirst({ where: { memberId: { equals: 100002 } } });
    expect(wallet?.mainBalance).toBe('87699.9');
    server.events.removeAllListeners();
  });
});
