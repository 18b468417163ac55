/**
 * Nothing secret outlives the session (ADR 036): after a withdrawal password is set in the member
 * centre, a logout, a refused token and a password change each leave no cached mutation holding it
 * and no member-scoped query, through the real providers (the session's `clearMemberCache`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { waitFor as waitForActor } from 'xstate';
// Aliased: useScenario switches the mock backend, it is not a React hook.
import { useScenario as applyScenario } from '@mocks/node';
import { ApiError } from '@/api/errors';
import { queryKeys } from '@/api/query-keys';
import { emitSessionExpired } from '@/api/session-events';
import { initI18n } from '@/i18n';
import { AppProviders } from '@/ui/app/providers';
import { createQueryClient } from '@/ui/app/query-client';
import { useSessionActor } from '@/ui/hooks/useSession';
import SecurityCenterPage from '@/ui/screens/member/security/SecurityCenterPage';
import { renderWithProviders } from '../../setup/render';
import { signIn } from '../../support/mock-session';

beforeAll(async () => {
  await initI18n('EN');
});

const PASSWORD = '135790';

type SessionActor = ReturnType<typeof useSessionActor>;

/** Hands the page's session actor to the test, as the header's sign-out menu would use it. */
function SessionHandle({ onActor }: { onActor(actor: SessionActor): void }) {
  onActor(useSessionActor());
  return null;
}

async function setWithdrawalPassword(): Promise<{ client: QueryClient; session: SessionActor }> {
  applyScenario('noWithdrawalPassword');
  signIn('vip05');
  const client = createQueryClient({ test: true });
  let session: SessionActor | null = null;
  renderWithProviders(
    <AppProviders queryClient={client}>
      <SessionHandle onActor={(a) => (session = a)} />
      <SecurityCenterPage />
    </AppProviders>,
    { route: '/?mc=securityCenter&mc.section=withdrawPassword' },
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New withdrawal password'), PASSWORD);
  await user.type(screen.getByLabelText('Confirm withdrawal password'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Set withdrawal password' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Your withdrawal password is saved.');
  if (session === null) throw new Error('no session actor');
  const actor: SessionActor = session;
  await waitForActor(actor, (s) => s.matches('loggedIn'));
  // The premise: the password sits in the mutation cache once sent.
  expect(heldSecrets(client)).toContain(PASSWORD);
  return { client, session: actor };
}

/** Everything the mutation cache still holds, as text (variables, results, errors). */
const heldSecrets = (client: QueryClient) =>
  JSON.stringify(
    client
      .getMutationCache()
      .getAll()
      .map((m) => m.state),
  );
const memberQueries = (client: QueryClient) =>
  client.getQueryCache().findAll({ queryKey: queryKeys.sessionScope });

describe('no secret outlives the session', () => {
  it('logout leaves no mutation holding the withdrawal password and no member query', async () => {
    const { client, session } = await setWithdrawalPassword();
    session.send({ type: 'session.logout' });
    session.send({ type: 'session.confirm' });
    await waitForActor(session, (s) => s.matches('loggedOut'));
    expect(heldSecrets(client)).not.toContain(PASSWORD);
    expect(client.getMutationCache().getAll()).toEqual([]);
    expect(memberQueries(client)).toEqual([]);
  });

  it('a refused token (401) leaves no mutation holding it', async () => {
    const { client, session } = await setWithdrawalPassword();
    emitSessionExpired(new ApiError({ kind: 'http', status: 401 }));
    await waitForActor(session, (s) => s.matches('loggedOut'));
    expect(client.getMutationCache().getAll()).toEqual([]);
    expect(memberQueries(client)).toEqual([]);
  });

  it('a password change leaves no mutation holding it, and the session goes on', async () => {
    const { client, session } = await setWithdrawalPassword();
    session.send({ type: 'session.passwordChanged' });
    expect(client.getMutationCache().getAll()).toEqual([]);
    await waitForActor(session, (s) => s.matches('loggedIn'));
    expect(heldSecrets(client)).not.toContain(PASSWORD);
    expect(session.getSnapshot().hasTag('member')).toBe(true);
  });
});
