import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { advanceClock, resetClock, server } from '@mocks/node';
import { api } from '@/api/instance';
import { setSession } from '@/api/session-store';
import { settings } from '@/config/settings';
import { contract } from '@/contracts';
import { initI18n } from '@/i18n';
import { AppProviders } from '@/ui/app/providers';
import { createQueryClient } from '@/ui/app/query-client';
import { RngScreen } from '@/ui/screens/lobby/LobbyScreen';
import { renderWithProviders } from '../../setup/render';

/**
 * Launch gating on screen (ADR 043): what the site knows of the member's responsible-gambling state
 * refuses a real-money launch before the launch call, with the translated reason; with the extension
 * off the site asks nothing and launches as before.
 */
beforeAll(async () => {
  await initI18n('EN');
});

afterEach(() => {
  resetClock();
  Object.assign(settings, { responsibleGambling: 'on' });
});

async function logIn(username: string) {
  const value = await api.call(contract.session.login, {
    body: { username, password: 'Passw0rd1', type: 'username' },
  });
  setSession({ token: value.token, username, account: username, isAgent: Number(value.customerType ?? 0) });
}

function requests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

function renderRng() {
  return renderWithProviders(
    <AppProviders queryClient={createQueryClient({ test: true })}>
      <RngScreen />
    </AppProviders>,
    { route: '/rng' },
  );
}

const playFirst = async () => {
  const [card] = await screen.findAllByTestId('game-card', undefined, { timeout: 5000 });
  await userEvent.setup().click(within(card as HTMLElement).getByRole('button', { name: /^Play / }));
};

describe('launch gating by responsible gambling', () => {
  it('a used-up daily session-time limit refuses the launch before any launch call, with its message', async () => {
    await logIn('player01');
    await api.call(contract.responsibleGambling.setLimit, {
      body: { kind: 'session', period: '24h', amount: '1' },
    });
    advanceClock(2 * 60_000);
    const seen = requests();
    const { history } = renderRng();
    await playFirst();
    const refusal = await screen.findByRole('alertdialog', undefined, { timeout: 5000 });
    expect(refusal).toHaveTextContent('Your daily session-time limit is reached.');
    expect(seen).toContain('GET /wps/rg/limits');
    expect(seen.filter((r) => r.includes('/wps/game/launchGame'))).toEqual([]);
    expect(history.some((entry) => entry.startsWith('/game'))).toBe(false);
  });

  it('with the extension off, no /wps/rg call is made and the launch goes ahead', async () => {
    Object.assign(settings, { responsibleGambling: 'off' });
    await logIn('player01');
    const seen = requests();
    const { history } = renderRng();
    await playFirst();
    await waitFor(() => expect(history.at(-1)).toMatch(/^\/game\?launch=/), { timeout: 5000 });
    expect(seen.filter((r) => r.includes('/wps/rg/'))).toEqual([]);
  });
});
