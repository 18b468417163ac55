import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { db } from '@mocks/db';
import { limitsOf } from '@mocks/lib/responsible-gambling';
import { findMemberByAccount } from '@mocks/lib/accounts';
import { mockState } from '@mocks/lib/state';
import { server } from '@mocks/node';
import { clearSession, getSession } from '@/api/session-store';
import { settings } from '@/config/settings';
import { initI18n } from '@/i18n';
import { App } from '@/ui/app/App';
import { createQueryClient } from '@/ui/app/query-client';
import { signIn } from '../../support/mock-session';

/**
 * The deposit-limit offer (ADR 043; UKGC RTS 12: limits before the first wager) after a registration and
 * on the first deposit, on the whole site against the mock: set → saved on the backend; "Not now" → the
 * deposit goes on; with the extension off, no offer and no call.
 */

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
});

afterEach(() => {
  clearSession();
  Object.assign(settings, { responsibleGambling: 'on' });
});

function renderApp(route: string) {
  const [path = '/', search = ''] = route.split('?');
  window.history.replaceState(null, '', route);
  const location = memoryLocation({ path, searchPath: search, record: true });
  return render(
    <App
      routerHook={location.hook}
      searchHook={location.searchHook}
      queryClient={createQueryClient({ test: true })}
    />,
  );
}

/** Every request the site sends, by path (the mock sees them all). */
function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

async function register(username: string) {
  const user = userEvent.setup();
  const view = renderApp('/register');
  const dialog = await screen.findByRole('dialog', { name: 'Register' }, { timeout: 20_000 });
  const form = await within(dialog).findByTestId('register-form', undefined, { timeout: 20_000 });
  await user.type(within(form).getByLabelText('Username'), username);
  await user.type(within(form).getByLabelText('Password'), 'Passw0rd1');
  await user.type(within(form).getByLabelText('Confirm password'), 'Passw0rd1');
  await within(form).findByRole('img', { name: 'Captcha image' });
  await user.type(within(form).getByLabelText('Captcha'), mockState.lastCaptchaAnswer() ?? '');
  await user.click(within(form).getByRole('checkbox'));
  await user.click(within(form).getByRole('button', { name: 'Register' }));
  await screen.findByTestId('member-area', undefined, { timeout: 20_000 });
  return { user, view };
}

/** player01 as a member who has never deposited: the mock's deposit records for them are gone. */
function neverDeposited(account: string): void {
  const member = findMemberByAccount(account);
  if (!member) throw new Error(`no member ${account}`);
  db.transaction.deleteMany({
    where: { memberId: { equals: member.id }, kind: { equals: 'DEPOSIT' } },
  });
  signIn(account);
}

// Whole-site journeys (a registration, the centre's chunks): a busy machine needs more than the default.
describe('the deposit-limit offer (ADR 043)', { timeout: 60_000 }, () => {
  it('after a registration: a 24-hour deposit limit is set in the offer and saved on the backend', async () => {
    const { user } = await register('offer01');
    const offer = await screen.findByRole('dialog', { name: 'Set a deposit limit' }, { timeout: 20_000 });
    // The limits load after the popup opens.
    expect(await within(offer).findByRole('group', { name: 'Deposit limit, 7 days' })).toBeInTheDocument();
    expect(within(offer).getByRole('group', { name: 'Deposit limit, 30 days' })).toBeInTheDocument();
    const day = within(offer).getByRole('group', { name: 'Deposit limit, 24 hours' });
    await user.type(within(day).getByRole('textbox', { name: 'New limit' }), '200');
    await user.click(within(day).getByRole('button', { name: 'Save' }));
    await within(day).findByText('Saved. The new limit applies now.');
    expect(within(day).getByText(/^Limit \S* ?200\.00 · used \S* ?0\.00 · left \S* ?200\.00$/)).toBeVisible();
    const member = findMemberByAccount('offer01');
    expect(member && limitsOf(member).find((l) => l.kind === 'deposit' && l.period === '24h')?.amount).toBe(
      '200',
    );
    await user.click(within(offer).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set a deposit limit' })).toBeNull());
    expect(getSession().token).not.toBeNull();
  });

  it('after a registration: "Not now" closes it, the member stays logged in, the deposit page does not offer it again', async () => {
    const { user, view } = await register('offer02');
    const offer = await screen.findByRole('dialog', { name: 'Set a deposit limit' }, { timeout: 20_000 });
    await within(offer).findByRole('group', { name: 'Deposit limit, 24 hours' });
    await user.click(within(offer).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set a deposit limit' })).toBeNull());
    expect(screen.getByTestId('member-area')).toBeInTheDocument();
    const member = findMemberByAccount('offer02');
    expect(member && limitsOf(member).every((l) => l.amount === null)).toBe(true);

    // The new member has never deposited, but this session has answered: the deposit page does not ask again.
    view.unmount();
    const seen = recordRequests();
    renderApp('/?mc=depositv2');
    await screen.findByRole('textbox', { name: 'Deposit amount' }, { timeout: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('region', { name: 'Set a deposit limit' })).toBeNull();
    expect(seen).not.toContain('GET /wps/report/depositTransaction');
  });

  it('on the first deposit: "Not now" and the deposit form takes a deposit', async () => {
    neverDeposited('player01');
    const seen = recordRequests();
    renderApp('/?mc=depositv2');
    // The centre's chunks first (the first test of a worker compiles them), then the offer.
    await screen.findByRole('textbox', { name: 'Deposit amount' }, { timeout: 20_000 });
    const offer = await screen.findByRole('region', { name: 'Set a deposit limit' });
    await within(offer).findByRole('group', { name: 'Deposit limit, 24 hours' });
    const user = userEvent.setup();
    await user.click(within(offer).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Set a deposit limit' })).toBeNull();
    const panel = screen.getByRole('tabpanel', { name: 'Deposit' });
    await user.type(within(panel).getByRole('textbox', { name: 'Deposit amount' }), '150');
    await user.click(within(panel).getByRole('button', { name: 'Deposit' }));
    await waitFor(() =>
      expect(seen.filter((r) => r.startsWith('POST /wps/transaction/deposit/'))).toHaveLength(1),
    );
    expect(seen.filter((r) => r === 'POST /wps/rg/limits')).toEqual([]);
  });

  it('on the first deposit: a limit set in the offer is what the deposit form then allows', async () => {
    neverDeposited('player01');
    renderApp('/?mc=depositv2');
    await screen.findByRole('textbox', { name: 'Deposit amount' }, { timeout: 20_000 });
    const offer = await screen.findByRole('region', { name: 'Set a deposit limit' });
    const user = userEvent.setup();
    const day = await within(offer).findByRole('group', { name: 'Deposit limit, 24 hours' });
    await user.type(within(day).getByRole('textbox', { name: 'New limit' }), '200');
    await user.click(within(day).getByRole('button', { name: 'Save' }));
    await within(day).findByText('Saved. The new limit applies now.');
    await screen.findByText(/^24-hour limit: \S* ?200\.00 left$/);
  });

  it('no offer on the first deposit of a member who already has a deposit limit', async () => {
    neverDeposited('player01');
    const member = findMemberByAccount('player01');
    if (!member) throw new Error('no player01');
    db.rgLimit.create({
      id: `${member.id}:deposit:7d`,
      memberId: member.id,
      kind: 'deposit',
      period: '7d',
      amount: '500',
      pendingAmount: null,
      pendingRemoval: false,
      effectiveAt: null,
    });
    renderApp('/?mc=depositv2');
    await screen.findByText(/^7-day limit: \S* ?500\.00 left$/, undefined, { timeout: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('region', { name: 'Set a deposit limit' })).toBeNull();
  });

  it('no offer on the deposit page of a member who has deposited', async () => {
    signIn('player01');
    const seen = recordRequests();
    renderApp('/?mc=depositv2');
    await screen.findByRole('textbox', { name: 'Deposit amount' });
    await waitFor(() => expect(seen).toContain('GET /wps/report/depositTransaction'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('region', { name: 'Set a deposit limit' })).toBeNull();
  });

  it('with the extension off: no offer after a registration nor on a first deposit, and no /wps/rg call', async () => {
    Object.assign(settings, { responsibleGambling: 'off' });
    const seen = recordRequests();
    await register('offer03');
    // The popup would come with the session: the header's member area is drawn by then.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog', { name: 'Set a deposit limit' })).toBeNull();
    clearSession();
    neverDeposited('player01');
    renderApp('/?mc=depositv2');
    await screen.findByRole('textbox', { name: 'Deposit amount' }, { timeout: 20_000 });
    expect(screen.queryByRole('region', { name: 'Set a deposit limit' })).toBeNull();
    expect(seen.filter((r) => r.includes('/wps/rg/'))).toEqual([]);
  });
});
