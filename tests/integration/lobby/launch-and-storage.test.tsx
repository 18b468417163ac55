import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@/api/instance';
import { setSession } from '@/api/session-store';
import { contract } from '@/contracts';
import { initI18n } from '@/i18n';
import { AppProviders } from '@/ui/app/providers';
import { createQueryClient } from '@/ui/app/query-client';
import { RngScreen } from '@/ui/screens/lobby/LobbyScreen';
import { cdnHostsFrom, pickHost, resolveOn } from '@/ui/hooks/cdn';
import { readLotteryFavourites, toggleLotteryFavourite } from '@/ui/screens/lottery/lottery-favourites';
import { readHotCache, writeHotCache } from '@/ui/screens/lobby/hot-cache';
import { launchedGameUrl } from '@/ui/screens/game/launched-games';
import type { StatusValue } from '@/contracts/system.contract';
import { renderWithProviders } from '../../setup/render';

beforeAll(async () => {
  await initI18n('EN');
});

async function logIn(username: string) {
  const value = await api.call(contract.session.login, {
    body: { username, password: 'Passw0rd1', type: 'username' },
  });
  setSession({ token: value.token, username, account: username, isAgent: Number(value.customerType ?? 0) });
}

function renderRng(route = '/rng') {
  return renderWithProviders(
    <AppProviders queryClient={createQueryClient({ test: true })}>
      <RngScreen />
    </AppProviders>,
    { route },
  );
}

const playFirst = async () => {
  const [card] = await screen.findAllByTestId('game-card', undefined, { timeout: 5000 });
  await userEvent.setup().click(within(card as HTMLElement).getByRole('button', { name: /^Play / }));
};

describe('launch from the rng lobby', () => {
  it('a member launches a slot into /game, its address handed over in memory, never in the address', async () => {
    await logIn('player01');
    const { history } = renderRng();
    await playFirst();
    await waitFor(() => expect(history.at(-1)).toMatch(/^\/game\?launch=/), { timeout: 5000 });
    const launch = new URLSearchParams((history.at(-1) ?? '').split('?')[1]).get('launch');
    expect(launchedGameUrl(launch)).toMatch(/mock-game\.html/);
    // The vendor's address carries its token: no entry of the site's history holds it.
    expect(history.filter((entry) => /mock-game|url=/.test(entry))).toEqual([]);
  });

  it('a trial account is refused with the need-real-account warning', async () => {
    await logIn('trial01');
    const { history } = renderRng();
    await playFirst();
    expect(
      await screen.findByText(/needs a real account/i, undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(history.at(-1)).toBe('/rng');
  });

  it('a VASSALAGE game opens the list of its vendor', async () => {
    await logIn('player01');
    renderRng('/rng?page=MG');
    await playFirst();
    const dialog = await screen.findByRole('dialog', { name: /MG|games/i }, { timeout: 5000 });
    expect(await within(dialog).findAllByTestId('game-card')).not.toHaveLength(0);
  });
});

describe('visitors', () => {
  it('get the login popup from a heart', async () => {
    const user = userEvent.setup();
    const { history } = renderRng();
    const [card] = await screen.findAllByTestId('game-card', undefined, { timeout: 5000 });
    await user.click(within(card as HTMLElement).getByRole('button', { name: /^Save / }));
    expect(await screen.findByRole('dialog', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(history.at(-1)).toBe('/rng');
  });
});

describe('browser-side helpers', () => {
  it('keeps lottery favourites per username in LOTTFAV', () => {
    toggleLotteryFavourite('alice', 'VN1');
    toggleLotteryFavourite('bob', 'SEA2');
    toggleLotteryFavourite('alice', 'VN2');
    toggleLotteryFavourite('alice', 'VN1');
    expect(readLotteryFavourites('alice')).toEqual(['VN2']);
    expect(readLotteryFavourites('bob')).toEqual(['SEA2']);
    expect(JSON.parse(localStorage.getItem('LOTTFAV') ?? '{}')).toEqual({ alice: ['VN2'], bob: ['SEA2'] });
  });

  it('round-trips the hot list through sessionStorage HOT_GAMES and ignores junk', () => {
    expect(readHotCache()).toBeNull();
    writeHotCache([{ nodeId: 1, gameId: 'G1', gameType: 'RNG', vassalage: 'JL', gameName: 'One' }]);
    expect(readHotCache()?.[0]?.gameName).toBe('One');
    sessionStorage.setItem('HOT_GAMES', '{not json');
    expect(readHotCache()).toBeNull();
  });

  it('picks CDN hosts at random from the status lists and frames only allowed hosts', () => {
    const status = {
      info: {
        imageCDNs: ['https://img1.example', 'https://img2.example'],
        launchGameCDNs: ['https://play.example/'],
      },
    } as unknown as StatusValue;
    expect(pickHost(['https://a.example', 'https://b.example'], () => 0.99)).toBe('https://b.example');
    const hosts = cdnHostsFrom(status, () => 0);
    expect(hosts).toEqual({
      image: 'https://img1.example',
      launch: 'https://play.example/',
      launchHosts: ['https://play.example'],
    });
    expect(resolveOn(hosts.launch, '/mock-game.html?game=1')).toBe(
      'https://play.example/mock-game.html?game=1',
    );
    expect(resolveOn(hosts.image, 'data:image/svg+xml,x')).toBe('data:image/svg+xml,x');
  });
});
