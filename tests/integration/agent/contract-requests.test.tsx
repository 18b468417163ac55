/**
 * After an agent logs in, the consolidated funds' request flags (spec 02 §3; wire protocol §1.3) name the
 * contracts waiting for an answer above the page; each opens its agent centre page, "Later" puts the
 * notice away for the session, and an answer lowers the flag. A member sees nothing and asks nothing.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, server, useScenario } from '@mocks/node';
import { clearSession } from '@/api/session-store';
import { initI18n } from '@/i18n';
import { signIn } from '../../support/mock-session';
import { countRequests, renderSite } from '../../support/site';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
});

/** agent1 answered every contract but one daily-salary offer. */
beforeEach(() => {
  db.agentContract.updateMany({ where: { agentKey: { equals: 'agent1' } }, data: { status: 'Accept' } });
  db.agentContract.create({
    id: 'agent1-daily-offer',
    agentKey: 'agent1',
    downline: 'agent1d001',
    kind: 'daily',
    period: 'daily',
    rate: 0.4,
    minTurnover: '1000',
    activeMembers: 5,
    status: 'Pending',
    createdAt: Date.now(),
    updatedAt: Date.now(),
  });
});

afterEach(() => {
  clearSession();
  sessionStorage.clear();
});

/** Consolidated-funds answers the mock has sent from now on (the notice decides on them). */
function consolidatedAnswered(): { count: number } {
  const seen = { count: 0 };
  server.events.on('response:mocked', ({ request }) => {
    if (new URL(request.url).pathname === '/wps/member/info/funds/consolidated') seen.count += 1;
  });
  return seen;
}

const notice = () => screen.findByRole('status', { name: 'A contract is waiting for your answer:' });

describe('contract requests after login', () => {
  it('names the waiting daily-salary contract and opens its page', async () => {
    signIn('agent1');
    const user = userEvent.setup();
    const { history } = renderSite('/');
    const strip = await notice();
    await user.click(within(strip).getByRole('button', { name: 'Daily salary' }));
    await waitFor(() => expect(history.at(-1)).toMatch(/ac=agentDailyWages2/));
  });

  it('is put away for the session with Later', async () => {
    signIn('agent1');
    const user = userEvent.setup();
    renderSite('/');
    await user.click(within(await notice()).getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status', { name: /waiting for your answer/ })).toBeNull();
  });

  it('says nothing once the contract is answered, or where the feature is off', async () => {
    db.agentContract.update({ where: { id: { equals: 'agent1-daily-offer' } }, data: { status: 'Accept' } });
    signIn('agent1');
    const answered = consolidatedAnswered();
    renderSite('/');
    await waitFor(() => expect(answered.count).toBeGreaterThan(0));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /waiting for your answer/ })).toBeNull();
  });

  it('follows the merchant switch: no daily-salary request while DAILYSALCONT3 is off', async () => {
    useScenario('agentFlagsOff');
    signIn('agent1');
    const answered = consolidatedAnswered();
    renderSite('/');
    await waitFor(() => expect(answered.count).toBeGreaterThan(0));
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /waiting for your answer/ })).toBeNull();
  });

  it('asks nothing for a member', async () => {
    signIn('player01');
    const asked = countRequests('/wps/member/info/funds/consolidated');
    renderSite('/');
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(asked.count).toBe(0);
  });
});
