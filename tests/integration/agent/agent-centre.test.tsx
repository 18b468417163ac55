/**
 * The agent centre (spec 02 §2 Agent centre, §6; ADR 026) on the whole site against the mock: the address
 * opens it for agents with the spec's menu (12 entries with every feature on, 8 with the contract features
 * off), a member never sees it, a trial account is refused; a transfer moves exactly the confirmed amount
 * from the agent to a real downline with one request; a registered downline appears in Team management; an
 * offered daily salary contract is accepted.
 */
import { add, subtract } from '@/money/money';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db, useScenario } from '@mocks/node';
import { findMemberByAccount } from '@mocks/lib/accounts';
import { clearSession } from '@/api/session-store';
import { changeLanguage, initI18n } from '@/i18n';
import { signIn } from '../../support/mock-session';
import { countRequests, renderSite } from '../../support/site';
import { newUser, solveSlider, submitLogin } from '../../support/steps';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
  // Lazy chunks, transformed once here so that no test is timed on the transform.
  await Promise.all([
    import('@/ui/screens/agent/frame/AgentCentre'),
    import('@/ui/screens/agent/overview/OverviewPage'),
    import('@/ui/screens/agent/team/TeamPage'),
    import('@/ui/screens/agent/register/RegisterCentrePage'),
    import('@/ui/screens/agent/contracts/DailySalaryPage'),
  ]);
}, 120_000);

afterEach(async () => {
  clearSession();
  await changeLanguage('EN');
});

const centre = () => screen.findByRole('dialog', { name: 'Agent' }, { timeout: 15_000 });
const menuNames = async (dialog: HTMLElement) => {
  const menu = await within(dialog).findByRole('navigation', { name: 'Agent menu' });
  return within(menu)
    .getAllByRole('link')
    .map((a) => a.textContent);
};

const mainBalance = (account: string) =>
  db.wallet.findFirst({ where: { memberId: { equals: findMemberByAccount(account)?.id ?? 0 } } })
    ?.mainBalance ?? 'no wallet';

describe('the agent centre', () => {
  it('shows an agent the 12 entries in the spec order, on the overview by default', async () => {
    signIn('agent1');
    renderSite('/?ac=agentTeamOverview');
    const dialog = await centre();
    expect(await menuNames(dialog)).toEqual([
      'Announcement',
      'Overview',
      'Account',
      'Team management',
      'Team betting',
      'User profit and loss',
      'My income',
      'Transaction details',
      'Dividend',
      'Daily salary',
      'Hourly salary',
      'Real-time salary',
    ]);
    expect(within(dialog).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(await within(dialog).findByText('Team size')).toBeInTheDocument();
  });

  it('shows 8 entries with the contract features off, and a contract page address shows the overview', async () => {
    useScenario('agentFlagsOff');
    signIn('agent1');
    renderSite('/?ac=agentDailyWages2');
    const dialog = await centre();
    const names = await menuNames(dialog);
    expect(names).toHaveLength(8);
    expect(names).not.toContain('Daily salary');
    expect(within(dialog).getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  });

  it('is not shown to a member who is not an agent: the address is dropped', async () => {
    signIn('player01');
    const { history } = renderSite('/?ac=agentTeamOverview');
    await waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(screen.queryByRole('dialog', { name: 'Agent' })).not.toBeInTheDocument();
  });

  it('refuses a trial account with the need-real-account dialog', async () => {
    signIn('trial01');
    const { history } = renderSite('/?ac=agentTeamOverview');
    const refusal = await screen.findByRole('alertdialog');
    expect(refusal).toHaveTextContent('This feature needs a real account');
    await newUser().click(within(refusal).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(history.at(-1)).toBe('/'));
  });

  it('transfers 100 to a downline once: the agent has 100 less, the downline 100 more', async () => {
    signIn('agent1');
    const before = { agent: mainBalance('agent1'), downline: mainBalance('down01') };
    const transfers = countRequests('/wps/agent/transferDownline');
    renderSite('/?ac=downlineManagmentView');
    const dialog = await centre();
    const user = userEvent.setup();
    await user.type(await within(dialog).findByRole('searchbox', { name: 'Search by username' }), 'down01');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Transfer to down01' }));
    const panel = await within(dialog).findByRole('region', { name: 'Transfer to a downline' });
    expect(await within(panel).findByRole('textbox', { name: 'Downline username' })).toHaveValue('down01');
    await user.type(within(panel).getByRole('textbox', { name: 'Amount' }), '100');
    await user.type(within(panel).getByLabelText('Withdrawal password'), '246810');
    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    expect(within(panel).getByRole('region', { name: 'Confirm the transfer' })).toHaveTextContent(
      'Send P 100.00 to down01?',
    );
    await user.dblClick(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('P 100.00 was sent to down01.');
    expect(transfers.count).toBe(1);
    expect(mainBalance('agent1')).toBe(subtract(before.agent, '100'));
    expect(mainBalance('down01')).toBe(add(before.downline, '100'));
  });

  it('refuses more than the balance, keeps what was typed and sends nothing', async () => {
    signIn('agent1');
    const transfers = countRequests('/wps/agent/transferDownline');
    renderSite('/?ac=downlineManagmentView');
    const dialog = await centre();
    const user = newUser();
    await user.click(
      (await within(dialog).findAllByRole('button', { name: /^Transfer to / }))[0] as HTMLElement,
    );
    const panel = await within(dialog).findByRole('region', { name: 'Transfer to a downline' });
    const amount = await within(panel).findByRole('textbox', { name: 'Amount' });
    await user.type(amount, '99999999');
    await user.type(within(panel).getByLabelText('Withdrawal password'), '246810');
    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    expect(
      await within(panel).findByText('The amount is more than your available balance'),
    ).toBeInTheDocument();
    expect(amount).toHaveValue('99999999');
    expect(transfers.count).toBe(0);
  });

  it('refuses a wrong payment password with its message and moves nothing', async () => {
    signIn('agent1');
    const before = { agent: mainBalance('agent1'), downline: mainBalance('down01') };
    renderSite('/?ac=downlineManagmentView&ac.transfer=down01');
    const dialog = await centre();
    const user = newUser();
    const panel = await within(dialog).findByRole('region', { name: 'Transfer to a downline' });
    await user.type(await within(panel).findByRole('textbox', { name: 'Amount' }), '10');
    await user.type(within(panel).getByLabelText('Withdrawal password'), '111111');
    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    await user.click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The withdrawal password is incorrect');
    expect(within(panel).getByRole('textbox', { name: 'Amount' })).toHaveValue('10');
    expect([mainBalance('agent1'), mainBalance('down01')]).toEqual([before.agent, before.downline]);
  });

  it('leads an agent without a payment password to My account, and back to the same transfer', async () => {
    signIn('agent1');
    const agent = db.member.findFirst({ where: { account: { equals: 'agent1' } } });
    db.member.update({ where: { id: { equals: agent?.id ?? 0 } }, data: { paymentPassword: null } });
    renderSite('/?ac=downlineManagmentView&ac.transfer=down01');
    const user = newUser();
    const panel = await within(await centre()).findByRole('region', { name: 'Transfer to a downline' });
    expect(
      await within(panel).findByRole('heading', { name: 'Set a withdrawal password first' }),
    ).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Set withdrawal password' }));
    const account = await screen.findByRole('region', { name: 'My account' }, { timeout: 15_000 });
    await user.type(await within(account).findByLabelText('New withdrawal password'), '135790');
    await user.type(within(account).getByLabelText('Confirm withdrawal password'), '135790');
    await user.click(within(account).getByRole('button', { name: 'Set withdrawal password' }));
    await user.click(await within(account).findByRole('button', { name: 'Back to Team management' }));
    const back = await within(await centre()).findByRole('region', { name: 'Transfer to a downline' });
    expect(await within(back).findByRole('textbox', { name: 'Downline username' })).toHaveValue('down01');
    expect(within(back).getByLabelText('Withdrawal password')).toBeInTheDocument();
  });

  it("shows a downline's rebate per product beside the most allowed; a failed load offers a retry", async () => {
    signIn('agent1');
    useScenario('default', { faults: { 'agent.downlineRebates': { kind: 'network' } } });
    renderSite('/?ac=downlineManagmentView');
    const dialog = await centre();
    const user = userEvent.setup();
    await user.type(await within(dialog).findByRole('searchbox', { name: 'Search by username' }), 'down01');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Rebates of down01' }));
    const panel = await within(dialog).findByRole('region', { name: 'Rebates of down01' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The rebates could not be loaded.');
    useScenario('default');
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    const table = await within(panel).findByRole('table', { name: 'Rebate per product of down01' });
    const slots = within(table).getByRole('row', { name: /^Slots / });
    // down01's rebate is the mock's 0.8 % on every product but the lottery (1.3 ×), each under its cap.
    expect(
      within(slots)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0.8 %', '1.5 %']);
    const lottery = within(table).getByRole('row', { name: /^Lottery / });
    expect(
      within(lottery)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1.04 %', '2 %']);
    await user.click(within(panel).getByRole('button', { name: 'Close the rebates' }));
    expect(within(dialog).queryByRole('region', { name: 'Rebates of down01' })).toBeNull();
  });

  it('registers a downline: a real account under the agent that appears in Team management', async () => {
    signIn('agent1');
    const registrations = countRequests('/wps/agent/downline');
    renderSite('/?ac=registerCenter');
    const dialog = await centre();
    const user = newUser();
    await user.type(await within(dialog).findByRole('textbox', { name: 'Username' }), 'newteam7');
    await user.type(within(dialog).getByLabelText('Password'), 'abc12345');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'abc12345');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    const done = await within(dialog).findByRole('status');
    expect(done).toHaveTextContent('newteam7 is registered');
    expect(registrations.count).toBe(1);
    expect(findMemberByAccount('newteam7')?.parentId).toBe(findMemberByAccount('agent1')?.id);
    await user.click(within(dialog).getByRole('button', { name: 'Open Team management' }));
    expect(await within(dialog).findByRole('rowheader', { name: 'newteam7' })).toBeInTheDocument();
  });

  it('says why a registration is refused and keeps what was typed', async () => {
    signIn('agent1');
    const registrations = countRequests('/wps/agent/downline');
    renderSite('/?ac=registerCenter');
    const dialog = await centre();
    const user = newUser();
    const username = await within(dialog).findByRole('textbox', { name: 'Username' });
    await user.type(username, 'ab');
    await user.type(within(dialog).getByLabelText('Password'), 'abc12345');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'abc99999');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('The passwords do not match')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveValue('ab');
    expect(registrations.count).toBe(0);
  });

  it('accepts an offered daily salary contract, which then shows as accepted', async () => {
    signIn('agent1');
    const offered = db.agentContract
      .findMany({ where: { agentKey: { equals: 'agent1' }, kind: { equals: 'daily' } } })
      .find((c) => c.status === 'Pending');
    // The seed always offers agent1 at least one daily contract (mocks/seed/games.seed.ts).
    const target =
      offered ??
      db.agentContract.update({
        where: { id: { equals: 'agent1-daily-1' } },
        data: { status: 'Pending' },
      });
    if (!target) throw new Error('no daily contract for agent1');
    renderSite('/?ac=agentDailyWages2');
    const dialog = await centre();
    const user = newUser();
    const accept = await within(dialog).findAllByRole('button', {
      name: `Accept the contract with ${target.downline}`,
    });
    await user.click(accept[0] as HTMLElement);
    const question = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(question).toHaveTextContent(
      `Accept the contract with ${target.downline} (Daily, ${target.rate} %)?`,
    );
    await user.click(within(question).getByRole('button', { name: 'OK' }));
    const notice = await screen.findByRole('alertdialog');
    expect(notice).toHaveTextContent(`The contract with ${target.downline} is accepted.`);
    expect(db.agentContract.findFirst({ where: { id: { equals: target.id } } })?.status).toBe('Accept');
  });

  it('logs an agent in through the agent entry and lands on /agentHome', async () => {
    const { history } = renderSite('/agentHome');
    const user = newUser();
    await user.click(await screen.findByRole('button', { name: 'Agent login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agent login' });
    await submitLogin(user, dialog, 'agent1', 'Passw0rd1');
    await solveSlider(user);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Agent One' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(history.at(-1)).toBe('/agentHome');
    expect(await screen.findByText('Team size')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Team management' })).toHaveAttribute(
      'href',
      '/agentHome?ac=downlineManagmentView',
    );
  });

  it('tells a player on the agent login that non-agents cannot log in there', async () => {
    renderSite('/');
    const user = newUser();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'Agent login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agent login' });
    await submitLogin(user, dialog, 'player01', 'Passw0rd1');
    await solveSlider(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Non-agents cannot log in here.');
  });

  it('shows /join with the programme from the help centre and the way to apply', async () => {
    renderSite('/join');
    expect(await screen.findByRole('heading', { level: 1, name: 'Become an agent' })).toBeInTheDocument();
    expect(await screen.findByText(/Agents earn a commission/)).toBeInTheDocument();
    const apply = screen.getByRole('region', { name: 'How to apply' });
    expect(within(apply).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(within(apply).getByRole('button', { name: 'Agent login' })).toBeInTheDocument();
  });
});
