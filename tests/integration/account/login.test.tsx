import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db, server, useScenario as applyScenario } from '@mocks/node';
import type { ScenarioName } from '@mocks/scenarios';
import { clearSession, getSession } from '@/api/session-store';
import { initI18n } from '@/i18n';
import { renderSite } from '../../support/site';
import { solveSlider } from '../../support/steps';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
});

afterEach(() => {
  clearSession();
  localStorage.clear();
});

function renderApp(scenario?: ScenarioName) {
  if (scenario) applyScenario(scenario);
  return renderSite();
}

async function openLogin() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Log in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  return { user, dialog };
}

describe('login popup against the mock backend', () => {
  it('logs in after the human verification and shows the member header', async () => {
    renderApp();
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Username'), 'player01');
    await user.type(within(dialog).getByLabelText('Password'), 'Passw0rd1');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await solveSlider(user);
    expect(await screen.findByTestId('member-area')).toBeInTheDocument();
    expect(getSession().token).not.toBeNull();
    expect(getSession().account).toBe('player01');
  });

  it('shows the popup announcements (type PU) in the after-login modal, sanitized', async () => {
    renderApp();
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Username'), 'player01');
    await user.type(within(dialog).getByLabelText('Password'), 'Passw0rd1');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await solveSlider(user);
    await screen.findByRole('dialog', { name: 'Welcome back' });
    // Read afresh each time: the list is drawn again when the member's own announcement answer replaces the visitor's.
    const notices = () =>
      within(screen.getByRole('dialog', { name: 'Welcome back' })).findByRole('region', { name: 'Notices' });
    expect(
      await within(await notices()).findByRole('heading', { name: 'Welcome to the new site' }),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await notices()).getByText(/Deposit today and receive/)).toBeInTheDocument(),
    );
    await waitFor(async () =>
      expect(within(await notices()).getByRole('link', { name: 'See promotions' })).toHaveAttribute(
        'href',
        '/promotions',
      ),
    );
  });

  it('a first-time login sends the first-login call, once; a later login does not', async () => {
    db.member.update({ where: { account: { equals: 'player01' } }, data: { firstTimeLogin: true } });
    const firstLogins: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/wps/member/firstLogin') firstLogins.push(request.method);
    };
    server.events.on('request:start', listener);
    try {
      renderApp();
      const { user, dialog } = await openLogin();
      await user.type(within(dialog).getByLabelText('Username'), 'player01');
      await user.type(within(dialog).getByLabelText('Password'), 'Passw0rd1');
      await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
      await solveSlider(user);
      expect(await screen.findByTestId('member-area')).toBeInTheDocument();
      await waitFor(() => expect(firstLogins).toEqual(['POST']));
      // The mock's login already reports the next one as not first: no second call.
      expect(db.member.findFirst({ where: { account: { equals: 'player01' } } })?.firstTimeLogin).toBe(false);
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });

  it('says "account or password incorrect" and keeps the form usable', async () => {
    renderApp();
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Username'), 'player01');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await solveSlider(user);
    expect(await within(dialog).findByTestId('login-error')).toHaveTextContent(
      'Account or password incorrect.',
    );
    expect(within(dialog).getByLabelText('Username')).toBeEnabled();
  });

  it('shows required-field messages without calling the backend', async () => {
    renderApp();
    const { user, dialog } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(screen.queryByTestId('slider-challenge')).toBeNull();
  });

  it('forces a password change for the weak default password', async () => {
    renderApp('forcedPasswordChange');
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Username'), 'weak01');
    await user.type(within(dialog).getByLabelText('Password'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await solveSlider(user);
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(change).queryByLabelText('Old password')).toBeNull();
    await user.type(within(change).getByLabelText('New password'), 'Newpass12');
    await user.type(within(change).getByLabelText('Confirm password'), 'Newpass12');
    await user.click(within(change).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull());
    expect(await screen.findByTestId('member-area')).toBeInTheDocument();
  });
});
