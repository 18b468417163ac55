import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { db, useScenario } from '@mocks/node';
import { api } from '@/api/instance';
import { createDepositActors } from '@/machines/deposit/deposit.actors';
import { depositMachine } from '@/machines/deposit/deposit.machine';
import { signIn } from '../../support/mock-session';

// The app's client, pointed at the mock backend this test file runs.
const depositActors = createDepositActors({ api });

describe('deposit machine against the mock', () => {
  it('creates one pending deposit for a double submit; the balance waits for approval', async () => {
    signIn('player01');
    const finished: Array<string | null> = [];
    const actor = createActor(
      depositMachine.provide({
        actors: depositActors,
        actions: { finish: (_, params) => void finished.push(params.transactionId) },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'deposit.submit', channel: 'mt', amount: '99.99' });
    expect(actor.getSnapshot().context.fieldErrors.amount?.key).toBe('money.belowMinimum');
    actor.send({ type: 'deposit.submit', channel: 'mt', amount: '150.25' });
    actor.send({ type: 'deposit.submit', channel: 'mt', amount: '150.25' });
    await waitFor(actor, (s) => s.hasTag('result'));
    expect(finished).toHaveLength(1);
    expect(actor.getSnapshot().context.submitted).toMatchObject({ channel: 'mt', amount: '150.25' });
    const pending = db.transaction.findMany({ where: { id: { equals: Number(finished[0]) } } });
    expect(pending).toHaveLength(1);
    expect(pending[0]?.status).toBe('PENDING');
    expect(
      db.wallet.findFirst({ where: { memberId: { equals: pending[0]?.memberId ?? 0 } } })?.mainBalance,
    ).toBe('1234.56');
  });

  it('reads the methods, the receiving account and quick amounts inside the limits from the settings', async () => {
    signIn('player01');
    const actor = createActor(depositMachine.provide({ actors: depositActors })).start();
    await waitFor(actor, (s) => s.matches('editing'));
    const setup = actor.getSnapshot().context.setup;
    expect(setup?.methods).toEqual(['mt', 'pg', 'ma', 'qr']);
    expect(setup?.receivingAccount?.accountNumber).toBe('5140 1234 5678');
    expect(setup?.quickAmounts).toEqual(['100', '200', '500', '1000', '5000', '10000']);
  });

  it('shows deposits as unavailable when the merchant turned them off', async () => {
    useScenario('depositDisabled');
    signIn('vip05');
    const actor = createActor(depositMachine.provide({ actors: depositActors })).start();
    await waitFor(actor, (s) => s.hasTag('disabled'));
  });
});
