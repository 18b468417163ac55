/**
 * PVP rooms (spec 02 §4; wire protocol §1.4) on the whole site against the mock: a member's PVP game opens
 * its room list (name, minimum bet, players online); the room chosen goes with the launch; a failed list
 * offers a retry; a visitor is asked to log in before any list is asked for.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server, useScenario } from '@mocks/node';
import { clearSession } from '@/api/session-store';
import { initI18n } from '@/i18n';
import { signIn } from '../../support/mock-session';
import { countRequests, renderSite } from '../../support/site';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
});

afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

/** The query of every launch the mock sees from now on. */
function launches(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/wps/game/launchGame') seen.push(url.searchParams);
  });
  return seen;
}

async function playFirstPvpGame() {
  const [card] = await screen.findAllByTestId('game-card', undefined, { timeout: 10_000 });
  const play = within(card as HTMLElement).getByRole('button', { name: /^Play / });
  const name = (play.getAttribute('aria-label') ?? '').replace(/^Play /, '');
  await userEvent.setup().click(play);
  return name;
}

describe('PVP rooms', () => {
  it('lists the rooms of a member’s game and launches it in the room chosen', async () => {
    signIn('player01');
    vi.spyOn(window, 'open').mockReturnValue(null);
    const sent = launches();
    renderSite('/pvp');
    const game = await playFirstPvpGame();
    const dialog = await screen.findByRole('dialog', { name: `${game}: choose a room` });
    const rooms = await within(dialog).findByRole('list', { name: 'Rooms' });
    const novice = within(rooms).getByRole('button', { name: /^Novice Minimum bet P 0\.10 \d+ online$/ });
    expect(within(rooms).getAllByRole('button')).toHaveLength(5);
    expect(sent).toHaveLength(0);
    await userEvent.setup().click(novice);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.get('roomId')).toMatch(/-1$/);
    expect(screen.queryByRole('dialog', { name: `${game}: choose a room` })).toBeNull();
  });

  it('offers a retry when the room list fails, and launches nothing', async () => {
    useScenario('default', { faults: { 'games.pvpRooms': { kind: 'http500' } } });
    signIn('player01');
    const sent = launches();
    renderSite('/pvp');
    const game = await playFirstPvpGame();
    const dialog = await screen.findByRole('dialog', { name: `${game}: choose a room` });
    expect(await within(dialog).findByText('The rooms could not be loaded.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('asks a visitor to log in, without asking for rooms', async () => {
    const asked = countRequests('/wps/relay/GLS2_roomList');
    renderSite('/pvp');
    await playFirstPvpGame();
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(asked.count).toBe(0);
  });
});
