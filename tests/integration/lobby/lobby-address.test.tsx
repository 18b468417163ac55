import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/api/instance';
import { setSession } from '@/api/session-store';
import { contract } from '@/contracts';
import { initI18n } from '@/i18n';
import { AppProviders } from '@/ui/app/providers';
import { createQueryClient } from '@/ui/app/query-client';
import { RngScreen } from '@/ui/screens/lobby/LobbyScreen';
import { renderWithProviders } from '../../setup/render';

/**
 * The slots lobby and its address kept as one (ADR 039), on the in-memory router: an address opens its
 * view, a person's choice is a history entry with the view in it, and an address that changes under the
 * lobby (what back and forward do) shows its view again.
 */
beforeAll(async () => {
  await initI18n('EN');
});

function renderRng(route = '/rng') {
  const view = renderWithProviders(
    <AppProviders queryClient={createQueryClient({ test: true })}>
      <RngScreen />
    </AppProviders>,
    { route },
  );
  /** The browser's back button: the entry before becomes the address again. */
  const back = () =>
    act(() => {
      view.history.pop();
      const previous = view.history[view.history.length - 1] ?? '/rng';
      view.navigate(previous);
      // The navigation above records the entry again: back leaves one entry fewer.
      view.history.pop();
    });
  return { ...view, back };
}

const cardNames = async () =>
  (await screen.findAllByTestId('game-card', undefined, { timeout: 5000 })).map((c) =>
    (within(c).getAllByRole('button')[0]?.getAttribute('aria-label') ?? '').replace(/^Play /, ''),
  );
const pager = () => screen.getByRole('navigation', { name: 'Game pages' });
const currentPage = () => within(pager()).getByRole('button', { current: 'page' });
const vendorNav = () => screen.getByRole('navigation', { name: 'Game providers' });
const last = (history: string[]) => history[history.length - 1] ?? '';

/** The games the mock lists for PG, class SC, from page `pageNo`: what the address must show. */
async function expectedNames(pageNo: number) {
  const page = await api.call(contract.games.list, {
    query: {
      pageNo,
      pageSize: 12,
      gameType: 'RNG',
      vassalage: 'PG',
      gameClassify: 'SC',
      platform: 'html5',
      clientType: 2,
      language: 'EN',
    },
  });
  return { names: page.games.map((g) => g.gameName), totalPages: page.totalPages };
}

describe('lobby address (ADR 039)', () => {
  it('opens the view its address names: vendor, classification and page', async () => {
    const { names, totalPages } = await expectedNames(2);
    expect(totalPages).toBeGreaterThanOrEqual(2);
    renderRng('/rng?page=PG&class=SC&pageNo=2');
    await waitFor(async () => expect(await cardNames()).toEqual(names));
    expect(currentPage()).toHaveTextContent('2');
    expect(screen.getByRole('combobox', { name: 'Class' })).toHaveValue('SC');
    expect(within(vendorNav()).getByRole('link', { current: 'page' })).toHaveTextContent('PG');
  });

  it("writes a person's choices as history entries, defaults left out, other parameters kept", async () => {
    const user = userEvent.setup();
    const { history } = renderRng('/rng?mc=depositv2');
    await cardNames();
    await user.click(await within(vendorNav()).findByRole('link', { name: /PG/ }));
    await waitFor(() => expect(last(history)).toBe('/rng?mc=depositv2&page=PG'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Class' }), 'SC');
    await waitFor(() => expect(last(history)).toBe('/rng?mc=depositv2&page=PG&class=SC'));
    await cardNames();
    await user.click(within(pager()).getByRole('button', { name: /next/i }));
    await waitFor(() => expect(last(history)).toBe('/rng?mc=depositv2&page=PG&class=SC&pageNo=2'));
    expect(history).toHaveLength(4);
    // The search reaches the lobby when submitted: typing writes nothing.
    await user.type(screen.getByRole('searchbox'), 'gold');
    expect(history).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(last(history)).toBe('/rng?mc=depositv2&page=PG&class=SC&q=gold'));
    await user.click(screen.getByRole('tab', { name: 'Recent' }));
    await waitFor(() => expect(last(history)).toBe('/rng?mc=depositv2&page=PG&list=recent'));
    expect(history).toHaveLength(6);
  });

  it('shows the previous view again when the address steps back', async () => {
    const user = userEvent.setup();
    const { history, back } = renderRng('/rng?page=PG');
    const first = await cardNames();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Class' }), 'SC');
    await waitFor(() => expect(last(history)).toBe('/rng?page=PG&class=SC'));
    await cardNames();
    await user.click(within(pager()).getByRole('button', { name: /next/i }));
    await waitFor(() => expect(currentPage()).toHaveTextContent('2'));
    const { names: pageOne } = await expectedNames(1);

    back();
    await waitFor(async () => expect(await cardNames()).toEqual(pageOne));
    expect(currentPage()).toHaveTextContent('1');
    expect(last(history)).toBe('/rng?page=PG&class=SC');

    back();
    await waitFor(async () => expect(await cardNames()).toEqual(first));
    expect(screen.getByRole('combobox', { name: 'Class' })).toHaveValue('');
    // Restoring writes no entry of its own: forward would still find the later views.
    expect(history).toEqual(['/rng?page=PG']);
  });

  it('reads invalid parameters as their defaults and still lists games', async () => {
    const { history } = renderRng('/rng?list=nonsense&class=ZZ&minBet=7&pageNo=-4&page=%3Cb%3E');
    expect((await cardNames()).length).toBe(12);
    expect(screen.getByRole('tab', { name: 'All', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Class' })).toHaveValue('');
    expect(currentPage()).toHaveTextContent('1');
    expect(history).toHaveLength(1);
  });

  it('drops a vendor this category does not have once the vendors are known', async () => {
    renderRng('/rng?page=NOPE');
    await waitFor(() =>
      expect(within(vendorNav()).getByRole('link', { current: 'page' })).toHaveTextContent('All'),
    );
    expect((await cardNames()).length).toBe(12);
  });

  it("shows a visitor the full list for a member's saved-games address", async () => {
    renderRng('/rng?list=fav&pageNo=2');
    expect((await cardNames()).length).toBe(12);
    expect(screen.getByRole('tab', { name: 'All', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Saved games' })).toBeNull();
  });

  it('opens saved games for a member from the address', async () => {
    const value = await api.call(contract.session.login, {
      body: { username: 'player01', password: 'Passw0rd1', type: 'username' },
    });
    setSession({ token: value.token, username: 'player01', account: 'player01' });
    renderRng('/rng?list=fav');
    expect(await screen.findByRole('tab', { name: 'Saved games', selected: true })).toBeInTheDocument();
  });

  it('falls back to the first page when the address names a page past the last', async () => {
    const { names } = await expectedNames(1);
    const { history } = renderRng('/rng?page=PG&class=SC&pageNo=400');
    await waitFor(async () => expect(await cardNames()).toEqual(names));
    expect(currentPage()).toHaveTextContent('1');
    // The lobby's own correction replaces the entry: back does not land on the empty page again.
    expect(history).toEqual(['/rng?page=PG&class=SC']);
  });
});
