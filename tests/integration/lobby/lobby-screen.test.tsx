import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { api } from '@/api/instance';
import { setSession } from '@/api/session-store';
import { contract } from '@/contracts';
import { initI18n } from '@/i18n';
import { AppProviders } from '@/ui/app/providers';
import { createQueryClient } from '@/ui/app/query-client';
import { RngScreen } from '@/ui/screens/lobby/LobbyScreen';
import { renderWithProviders } from '../../setup/render';

beforeAll(async () => {
  await initI18n('EN');
});

function renderRng(route = '/rng') {
  return renderWithProviders(
    <AppProviders queryClient={createQueryClient({ test: true })}>
      <RngScreen />
    </AppProviders>,
    { route },
  );
}

const cards = () => screen.findAllByTestId('game-card', undefined, { timeout: 5000 });
const cardNames = async () =>
  (await cards()).map((c) =>
    (within(c).getAllByRole('button')[0]?.getAttribute('aria-label') ?? '').replace(/^Play /, ''),
  );

async function logIn(username = 'player01') {
  const value = await api.call(contract.session.login, {
    body: { username, password: 'Passw0rd1', type: 'username' },
  });
  setSession({ token: value.token, username, account: username });
}

describe('rng lobby against the mock backend', () => {
  it('every list-type tab controls the panel that shows its games', async () => {
    renderRng();
    await cards();
    const all = screen.getByRole('tab', { name: 'All', selected: true });
    const panelId = all.getAttribute('aria-controls') ?? '';
    const panel = screen.getByRole('tabpanel');
    expect(panel.id).toBe(panelId);
    expect(within(panel).getByRole('list', { name: 'All' })).toBeInTheDocument();
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAttribute('aria-controls', panelId);
  });

  it('shows 12 cards a page; previous/next move and clamp; filters go back to page 1', async () => {
    const user = userEvent.setup();
    renderRng();
    expect(await cards()).toHaveLength(12);
    const pager = screen.getByRole('navigation', { name: 'Game pages' });
    const prev = within(pager).getByRole('button', { name: /previous/i });
    expect(prev).toBeDisabled();
    const first = await cardNames();
    await user.click(within(pager).getByRole('button', { name: /next/i }));
    await waitFor(async () => expect(await cardNames()).not.toEqual(first));
    expect(within(pager).getByRole('button', { current: 'page' })).toHaveTextContent('2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum bet' }), '0.5');
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Game pages' })).getByRole('button', {
          current: 'page',
        }),
      ).toHaveTextContent('1'),
    );
  });

  it('searches by game name', async () => {
    const user = userEvent.setup();
    renderRng();
    const [, second] = await cardNames();
    const name = second ?? '';
    await user.type(screen.getByRole('searchbox'), name);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(async () => {
      const names = await cardNames();
      expect(names.length).toBeGreaterThan(0);
      for (const text of names) expect(text.toLowerCase()).toContain(name.toLowerCase());
    });
  });

  it('shows an error with a working retry when the game list fails', async () => {
    let failures = 1;
    server.use(
      http.get('*/wps/relay/GCSGAME_gameList', () => {
        if (failures-- > 0)
          return HttpResponse.json({ success: false, errorCode: 'boom', message: 'x' }, { status: 500 });
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderRng();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await user.click(retry);
    expect(await cards()).toHaveLength(12);
  });

  it('offers saved games only to members and rolls a failed save back with a message', async () => {
    await logIn();
    const user = userEvent.setup();
    renderRng();
    await cards();
    expect(screen.getByRole('tab', { name: 'Saved games' })).toBeInTheDocument();
    server.use(
      http.post('*/wps/relay/MCSFE_addFavoriteGameV2', () =>
        HttpResponse.json({ success: false, errorCode: 'x', message: 'no' }),
      ),
    );
    const [heart] = await screen.findAllByRole('button', { name: /^Save / });
    await user.click(heart as HTMLElement);
    expect(
      await screen.findByText('The game could not be saved. Please try again.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});
