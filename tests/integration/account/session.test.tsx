import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { useScenario as applyScenario } from '@mocks/node';
import type { ScenarioName } from '@mocks/scenarios';
import { queryKeys } from '@/api/query-keys';
import { clearSession, getSession, getToken, setSession } from '@/api/session-store';
import { initI18n } from '@/i18n';
import { App } from '@/ui/app/App';
import { createQueryClient } from '@/ui/app/query-client';
import { solveSlider } from '../../support/steps';

/** Whole journeys (one or two logins with the slider) on a shared, busy CI machine. */
const JOURNEY_MS = 45_000;

/**
 * The session ends cleanly (ADR 013, 036): logout and a refused token remove every
 * member-scoped cached query, and a forced password change is no session for anything else.
 */
beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
});

afterEach(() => {
  clearSession();
  localStorage.clear();
});

function startApp(scenario?: ScenarioName, path = '/'): QueryClient {
  if (scenario) applyScenario(scenario);
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient({ test: true });
  render(<App routerHook={location.hook} searchHook={location.searchHook} queryClient={queryClient} />);
  return queryClient;
}

const user = () => userEvent.setup();

async function logIn(username: string, password: string) {
  const u = user();
  await u.click(await screen.findByRole('button', { name: 'Log in' }));
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  await u.type(within(dialog).getByLabelText('Username'), username);
  await u.type(within(dialog).getByLabelText('Password'), password);
  await u.click(within(dialog).getByRole('button', { name: 'Log in' }));
  await solveSlider(u);
}

async function logOut(nickname: RegExp) {
  const u = user();
  // The after-login notice (shown to this member) is modal: the header behind it is inert, and the member menu
  // would hand focus back to it, until the player closes it.
  const welcome = await screen.findByRole('dialog', { name: 'Welcome back' });
  await u.click(within(welcome).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome back' })).toBeNull());
  await u.click(await screen.findByRole('button', { name: nickname }));
  await u.click(screen.getByRole('menuitem', { name: 'Sign out' }));
  await screen.findByText('Are you sure you want to sign out?');
  const confirm = screen.getAllByRole('dialog').at(-1) as HTMLElement;
  await u.click(within(confirm).getAllByRole('button').at(-1) as HTMLElement);
  expect(await screen.findByTestId('visitor-area')).toBeInTheDocument();
}

const memberScoped = (client: QueryClient) =>
  client.getQueryCache().findAll({ queryKey: queryKeys.sessionScope });

describe('the session ends cleanly', () => {
  it(
    'logout removes every member-scoped query: the next member on the tab never sees the last one',
    async () => {
      const client = startApp();
      await logIn('player01', 'Passw0rd1');
      await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('1,234.56'));
      expect(client.getQueryData(queryKeys.wallet.balance())).toMatchObject({ sumBalance: '1234.56' });
      await waitFor(() => expect(client.getQueryData(queryKeys.home.notices('EN', true))).toBeDefined());

      await logOut(/Player One/);
      expect(getSession().token).toBeNull();
      expect(memberScoped(client).map((q) => q.queryHash)).toEqual([]);

      await logIn('vip05', 'Passw0rd1');
      const balance = await screen.findByTestId('balance');
      // From the first render of B's header on: never A's balance, then B's own.
      expect(balance).not.toHaveTextContent('1,234.56');
      await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('89,520.75'));
      expect(screen.getByTestId('member-nickname')).toHaveTextContent('Golden Tiger');
    },
    JOURNEY_MS,
  );

  it(
    'a refused token (401) removes the member-scoped queries and asks for a login',
    async () => {
      const client = startApp();
      await logIn('player01', 'Passw0rd1');
      await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('1,234.56'));
      expect(memberScoped(client).length).toBeGreaterThan(0);

      // The server no longer knows the token (expired elsewhere, duplicate login).
      setSession({ token: 'revoked-token' });
      // The balance button refreshes it (its name is the balance it shows).
      await user().click(screen.getByRole('button', { name: /1,234\.56/ }));

      expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
      expect(screen.getByTestId('visitor-area')).toBeInTheDocument();
      expect(getSession().token).toBeNull();
      expect(memberScoped(client)).toEqual([]);
    },
    JOURNEY_MS,
  );
});

describe('the forced password change cannot be skipped (spec 01 §4)', () => {
  it(
    'weak01 sees no balance and cannot launch a game until the password is changed; closing logs out',
    async () => {
      const client = startApp('forcedPasswordChange', '/rng');
      await logIn('weak01', '123456');
      const change = await screen.findByRole('dialog', { name: 'Change password' });

      // No session for anything but the change: visitor header, no stored token, no member data.
      expect(screen.getByTestId('visitor-area')).toBeInTheDocument();
      expect(screen.queryByTestId('balance')).toBeNull();
      expect(getSession().token).toBeNull();
      expect(memberScoped(client)).toEqual([]);

      // A game behind the modal asks for a login instead of launching on the weak password.
      const [card] = await screen.findAllByTestId('game-card', undefined, { timeout: 5000 });
      fireEvent.click(within(card as HTMLElement).getAllByRole('button', { hidden: true })[0] as HTMLElement);
      expect(await screen.findByRole('dialog', { name: 'Login', hidden: true })).toBeInTheDocument();
      // No game frame (the header's search button is titled "Search games": frames only).
      expect(screen.queryAllByTitle(/game/i).filter((el) => el.tagName === 'IFRAME')).toEqual([]);

      // Closing it ends the session: the held token is gone too, nothing is logged in.
      await user().click(within(change).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull());
      await waitFor(() => expect(getToken()).toBeNull());
      expect(screen.getByTestId('visitor-area')).toBeInTheDocument();
      expect(screen.queryByTestId('balance')).toBeNull();
    },
    JOURNEY_MS,
  );

  it(
    'after the change weak01 is logged in with a balance',
    async () => {
      startApp('forcedPasswordChange');
      await logIn('weak01', '123456');
      const change = await screen.findByRole('dialog', { name: 'Change password' });
      expect(screen.queryByTestId('member-area')).toBeNull();

      const u = user();
      await u.type(within(change).getByLabelText('New password'), 'Newpass12');
      await u.type(within(change).getByLabelText('Confirm password'), 'Newpass12');
      await u.click(within(change).getByRole('button', { name: 'Change password' }));

      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull());
      expect(await screen.findByTestId('member-area')).toBeInTheDocument();
      expect(await screen.findByTestId('member-nickname')).toHaveTextContent('Weak Password');
      expect(getSession().token).not.toBeNull();
    },
    JOURNEY_MS,
  );
});

describe('a login whose member-info step fails', () => {
  it(
    'removes the token it stored and says why, keeping the form',
    async () => {
      startApp();
      applyScenario('default', { faults: { 'member.info': { kind: 'http500' } } });
      await logIn('player01', 'Passw0rd1');
      const dialog = await screen.findByRole('dialog', { name: 'Login' });
      expect(await within(dialog).findByTestId('login-error')).toHaveTextContent(/system/i);
      expect(getToken()).toBeNull();
      expect(within(dialog).getByLabelText('Username')).toHaveValue('player01');
      expect(screen.getByTestId('visitor-area')).toBeInTheDocument();
    },
    JOURNEY_MS,
  );
});
