import { api } from '@/api/instance';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { db, server, useScenario } from '@mocks/node';
import { findMemberByAccount } from '@mocks/lib/accounts';
import { pointAccountFor, setPointBalance } from '@mocks/lib/points';
import { createPointsOrderActors } from '@/machines/pointsOrder/pointsOrder.actors';
import { pointsOrderMachine, type PointsOrderInput } from '@/machines/pointsOrder/pointsOrder.machine';
import { signIn } from '../../support/mock-session';

/**
 * A points order whose answer is lost (ADR 033), against the mock: found in the records and shown as
 * done, or not found and the form back, and never sent twice for one press.
 */

const CONVERT: PointsOrderInput = {
  order: { kind: 'convert', ratio: '100', minimum: '100' },
  balance: '1000',
};

function memberWithPoints(points: number) {
  signIn('player01');
  const member = findMemberByAccount('player01');
  if (!member) throw new Error('no player01');
  const account = pointAccountFor(member);
  setPointBalance(member, points);
  return () => db.pointAccount.findFirst({ where: { id: { equals: account.id } } })?.balance;
}

function countConversions(): () => number {
  let calls = 0;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/wps/relay/passwordCheck/MCS2_convertPoint') calls += 1;
  });
  return () => calls;
}

function start(input: PointsOrderInput, ordered: string[]) {
  return createActor(
    pointsOrderMachine.provide({
      actors: createPointsOrderActors({ api }),
      actions: { ordered: (_, request) => void ordered.push(request.count) },
    }),
    { input },
  ).start();
}

const settled = (s: { hasTag(tag: 'busy'): boolean }) => !s.hasTag('busy');

describe('points convert: a lost answer is checked, never sent again', () => {
  it('finds a conversion whose answer was lost and ends as done, sent once', async () => {
    useScenario('moneyAnswerLost');
    const points = memberWithPoints(1000);
    const sent = countConversions();
    const ordered: string[] = [];
    const actor = start(CONVERT, ordered);
    actor.send({ type: 'points.submit', count: '250', password: 'Passw0rd1' });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('done');
    expect(ordered).toEqual(['250']);
    expect(points()).toBe(750);
    expect(sent()).toBe(1);
  });

  it('says nothing was sent when the request never arrived; the next press converts once', async () => {
    useScenario('moneyRequestLost');
    const points = memberWithPoints(1000);
    const sent = countConversions();
    const ordered: string[] = [];
    const actor = start(CONVERT, ordered);
    actor.send({ type: 'points.submit', count: '250', password: 'Passw0rd1' });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().context.failure?.messageKey).toBe('errors:nothingSent');
    expect(points()).toBe(1000);
    actor.send({ type: 'points.submit', count: '250', password: 'Passw0rd1' });
    await waitFor(actor, (s) => s.value === 'done');
    expect(points()).toBe(750);
    expect(sent()).toBe(2);
  });

  it('does not take an identical conversion made just before for the lost one', async () => {
    const points = memberWithPoints(1000);
    const first = start(CONVERT, []);
    first.send({ type: 'points.submit', count: '250', password: 'Passw0rd1' });
    await waitFor(first, (s) => s.value === 'done');
    useScenario('moneyRequestLost');
    const ordered: string[] = [];
    const second = start({ ...CONVERT, balance: '750' }, ordered);
    second.send({ type: 'points.submit', count: '250', password: 'Passw0rd1' });
    await waitFor(second, settled);
    expect(second.getSnapshot().context.failure?.messageKey).toBe('errors:nothingSent');
    expect(ordered).toEqual([]);
    expect(points()).toBe(750);
  });
});
