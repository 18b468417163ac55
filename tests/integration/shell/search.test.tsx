/**
 * The site search (ADR 038) in the whole app against the mock backend: the `/` key, the combobox and its
 * listbox (arrow keys, aria-activedescendant), a one-typo name found among the first five, the launch through
 * the card's gating (a visitor is asked to log in), the recent searches and their Clear, and one catalogue
 * load per language for the session.
 */
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { server } from '@mocks/node';
import { api } from '@/api/instance';
import { clearSession } from '@/api/session-store';
import { STORAGE_KEYS } from '@/config/constants';
import { gamesContract } from '@/contracts/games.contract';
import { initI18n } from '@/i18n';
import { App } from '@/ui/app/App';
import { createQueryClient } from '@/ui/app/query-client';

const LIST_PATH = '/wps/relay/GCSGAME_gameList';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
});

type RequestListener = (args: { request: Request }) => void;
const listeners: RequestListener[] = [];
afterEach(() => {
  for (const listener of listeners.splice(0)) server.events.removeListener('request:start', listener);
  clearSession();
});

function countRequests(path: string): { count: number } {
  const seen = { count: 0 };
  const listener: RequestListener = ({ request }) => {
    if (new URL(request.url).pathname === path) seen.count += 1;
  };
  listeners.push(listener);
  server.events.on('request:start', listener);
  return seen;
}

function renderApp() {
  const location = memoryLocation({ path: '/', record: true });
  render(
    <App
      routerHook={location.hook}
      searchHook={location.searchHook}
      queryClient={createQueryClient({ test: true })}
    />,
  );
}

/** A slot game's name from the mock, with one letter of its first long word swapped. */
async function misspeltGame(): Promise<{ name: string; typo: string }> {
  const { games } = await api.call(gamesContract.list, { query: { gameType: 'RNG', pageSize: 40 } });
  for (const game of games) {
    const words = game.gameName.split(' ');
    const at = words.findIndex((w) => w.length >= 5);
    const word = words[at];
    if (!word || game.maintenance) continue;
    words[at] = `${word[0]}${word[2]}${word[1]}${word.slice(3)}`;
    return { name: game.gameName, typo: words.join(' ') };
  }
  throw new Error('no slot game with a long word');
}

async function openSearch(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByTestId('site-header', {}, { timeout: 20_000 });
  await user.keyboard('/');
  const dialog = await screen.findByRole('dialog', { name: 'Search games' });
  const box = within(dialog).getByRole('combobox', { name: 'Game or vendor name' });
  await waitFor(() => expect(box).toHaveFocus());
  return { dialog, box };
}

describe('site search', () => {
  it('finds a one-typo name in the first five, moves with the arrows and launches through the gating', async () => {
    const { name, typo } = await misspeltGame();
    const lists = countRequests(LIST_PATH);
    renderApp();
    const user = userEvent.setup();
    const { dialog, box } = await openSearch(user);
    await user.type(box, typo);
    const listbox = within(dialog).getByRole('listbox', { name: 'Games found' });
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(0), {
      timeout: 15_000,
    });
    const firstFive = within(listbox)
      .getAllByRole('option')
      .slice(0, 5)
      .map((o) => o.textContent ?? '');
    expect(firstFive.some((text) => text.startsWith(name))).toBe(true);
    expect(within(dialog).getByRole('status')).toHaveTextContent(/games? found/);

    // Arrow keys: the field keeps focus, the active option is named by aria-activedescendant.
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    const [first, second] = within(listbox).getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', first?.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', second?.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', first?.id);
    expect(box).toHaveFocus();

    // Enter launches as a card's Play does: a visitor gets the login popup (spec 01 §5).
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Search games' })).not.toBeInTheDocument(),
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.recentSearches) ?? '[]')).toEqual([typo]);

    // The catalogue stays for the session: opening the search again asks for no game list.
    const loaded = lists.count;
    expect(loaded).toBeGreaterThan(0);
    const login = screen.getByRole('dialog', { name: 'Login' });
    await user.click(within(login).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument());
    const again = await openSearch(user);
    await user.type(again.box, typo);
    await within(again.dialog).findAllByRole('option');
    expect(lists.count).toBe(loaded);
  }, 60_000);

  it('offers the recent searches when the field is empty, picks one with the keys, and clears them', async () => {
    localStorage.setItem(STORAGE_KEYS.recentSearches, JSON.stringify(['fortune', 'dragon']));
    renderApp();
    const user = userEvent.setup();
    const { dialog, box } = await openSearch(user);
    const recents = within(dialog).getByRole('listbox', { name: 'Recent searches' });
    expect(
      within(recents)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['fortune', 'dragon']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', within(recents).getAllByRole('option')[1]?.id);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('dragon');

    await user.clear(box);
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(within(dialog).queryByRole('option')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/One wrong letter is fine/)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.recentSearches)).toBeNull();
  }, 60_000);
});
