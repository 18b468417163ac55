import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { mockState } from '@mocks/lib/state';
import { clearSession, getSession } from '@/api/session-store';
import { initI18n } from '@/i18n';
import { App } from '@/ui/app/App';
import { createQueryClient } from '@/ui/app/query-client';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
});

afterEach(() => {
  clearSession();
});

function renderApp(route: string) {
  const [path = '/', search = ''] = route.split('?');
  const location = memoryLocation({ path, searchPath: search, record: true });
  render(
    <App
      routerHook={location.hook}
      searchHook={location.searchHook}
      queryClient={createQueryClient({ test: true })}
    />,
  );
}

async function fillRegistration(username: string) {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'Register' });
  const form = await within(dialog).findByTestId('register-form');
  await user.type(within(form).getByLabelText('Username'), username);
  await user.type(within(form).getByLabelText('Password'), 'Passw0rd1');
  await user.type(within(form).getByLabelText('Confirm password'), 'Passw0rd1');
  await within(form).findByRole('img', { name: 'Captcha image' });
  await user.type(within(form).getByLabelText('Captcha'), mockState.lastCaptchaAnswer() ?? '');
  return { user, dialog, form };
}

describe('registration against the mock backend', () => {
  it('wants the terms accepted first (warning flag), then registers, logs in and can log out', async () => {
    window.history.replaceState(null, '', '/register');
    renderApp('/register');
    const { user, form } = await fillRegistration('newbie77');
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(
      await within(form).findByText('Please read and accept the terms and conditions.'),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('member-area')).toBeInTheDocument();
    expect(getSession().token).not.toBeNull();
    // A new member is offered a deposit limit first (ADR 043, UKGC RTS 12A); "Not now" skips it.
    const offer = await screen.findByRole('dialog', { name: 'Set a deposit limit' });
    await user.click(within(offer).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Set a deposit limit' })).toBeNull());

    await user.click(screen.getByRole('button', { name: /newbie77/i }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await screen.findByText('Are you sure you want to sign out?');
    const confirm = screen.getAllByRole('dialog').at(-1) as HTMLElement;
    await user.click(within(confirm).getAllByRole('button').at(-1) as HTMLElement);
    await waitFor(() => expect(getSession().token).toBeNull());
    expect(await screen.findByTestId('visitor-area')).toBeInTheDocument();
  });

  it('refuses a bad affiliate code with a warning and keeps the form', async () => {
    window.history.replaceState(null, '', '/register?affiliateCode=BADCODE');
    renderApp('/register?affiliateCode=BADCODE');
    const { user, form } = await fillRegistration('newbie78');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Register' }));
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent('Invitation code error.');
    await user.click(within(warning).getAllByRole('button').at(-1) as HTMLElement);
    expect(within(form).getByLabelText('Username')).toHaveValue('newbie78');
    expect(getSession().token).toBeNull();
  });
});
