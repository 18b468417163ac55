import { useState } from 'react';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { implement, ok } from '@mocks/lib/handler';
import { api } from '@/api/instance';
import { setSession } from '@/api/session-store';
import { encryptCustomerServicePath } from '@/api/wire-crypto';
import { contract } from '@/contracts';
import type { CustomerServiceEntry } from '@/contracts/system.contract';
import { initI18n } from '@/i18n';
import type { LaunchTarget } from '@/machines/gameLaunch/gameLaunch.machine';
import { AppProviders } from '@/ui/app/providers';
import { createQueryClient } from '@/ui/app/query-client';
import { useCustomerService, type CustomerServiceOutcome } from '@/ui/hooks/useCustomerService';
import { GameLaunchProvider, useGameLaunch } from '@/ui/screens/game/GameLaunchProvider';
import FbSportsScreen from '@/ui/screens/game/FbSportsScreen';
import GameScreen from '@/ui/screens/game/GameScreen';
import SeamlessScreen from '@/ui/screens/game/SeamlessScreen';
import { handOverLaunchedGame } from '@/ui/screens/game/launched-games';
import LotteryScreen from '@/ui/screens/lottery/LotteryScreen';
import { renderWithProviders } from '../../setup/render';

/*
 * Outbound addresses are checked at every opener (ADR 011): each hostile address (javascript:, data:, an
 * unknown https host, plain http) is refused at every opener and frame of the site, driven through the real
 * components against the mock backend with the address swapped into its response. Refused means: nothing is
 * opened or framed, and the player reads the invalid-domain message.
 */
const HOSTILE = [
  'javascript:alert(document.domain)',
  'data:text/html,<script>alert(document.domain)</script>',
  'https://evil.example/game',
  'http://evil.example/game',
];
const INVALID_DOMAIN = 'This address could not be verified. Please contact customer service.';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 5000 });
  await initI18n('EN');
});
afterEach(() => vi.restoreAllMocks());

async function logIn(username = 'player01') {
  const value = await api.call(contract.session.login, {
    body: { username, password: 'Passw0rd1', type: 'username' },
  });
  setSession({ token: value.token, username, account: username, isAgent: Number(value.customerType ?? 0) });
}

function serveLaunchUrl(url: string) {
  server.use(
    implement(contract.games.launch, () => ok({ content: { game_url: url } })),
    implement(contract.games.launchFB, () => ok({ content: { game_url: url } })),
  );
}

/** window.open answers a fake child window, so what the site does with it can be read back. */
function spyWindowOpen() {
  const child = {
    opener: {} as unknown,
    location: { replace: vi.fn() },
    close: vi.fn(),
    sessionStorage: { clear: vi.fn() },
  };
  const open = vi.spyOn(window, 'open').mockImplementation(() => child as unknown as Window);
  return { open, child };
}

function renderInApp(ui: React.ReactElement, route = '/') {
  return renderWithProviders(
    <AppProviders queryClient={createQueryClient({ test: true })}>{ui}</AppProviders>,
    {
      route,
    },
  );
}

// An iframe has no role to query by; what matters is that none exists anywhere on the page.
// eslint-disable-next-line testing-library/no-node-access
const frames = () => document.querySelectorAll('iframe');

type WindowSpy = ReturnType<typeof spyWindowOpen>;

/** A launch button on a page that mounts the launch provider, as a lobby does. */
function renderLauncher(gameType: string) {
  const target: LaunchTarget = { kind: 'game', gameType, vassalage: 'EVO', gameId: 'G1', gameName: 'G1' };
  function Launcher() {
    const { launch } = useGameLaunch();
    return (
      <button type="button" onClick={() => launch(target)}>
        Play
      </button>
    );
  }
  return renderInApp(
    <GameLaunchProvider>
      <Launcher />
    </GameLaunchProvider>,
    '/live',
  );
}

/**
 * Every opener and frame of the site, each driven to the hostile address the way a player reaches
 * it; `opened` checks what this opener must (not) have done besides framing nothing.
 */
interface Opener {
  reach(hostile: string): Promise<{ opened(spy: WindowSpy): void }>;
}

const nothingOpened = () => ({ opened: ({ open }: WindowSpy) => expect(open).not.toHaveBeenCalled() });

/** A member presses Play on a game whose launch answers the hostile address: nothing opens, the page stays. */
function launchOpener(gameType: string): Opener {
  return {
    reach: async (hostile) => {
      await logIn();
      serveLaunchUrl(hostile);
      const { history } = renderLauncher(gameType);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Play' }));
      return {
        opened: (spy) => {
          nothingOpened().opened(spy);
          expect(history).toEqual(['/live']);
        },
      };
    },
  };
}

const OPENERS: Record<string, Opener> = {
  '/game': {
    reach: async (hostile) => {
      renderInApp(<GameScreen />, `/game?launch=${handOverLaunchedGame(hostile)}&name=X`);
      return nothingOpened();
    },
  },
  '/seamless': {
    reach: async (hostile) => {
      renderInApp(<SeamlessScreen />, `/seamless?launch=${handOverLaunchedGame(hostile)}&name=X`);
      return nothingOpened();
    },
  },
  '/fbsports (the FB launch answers it)': {
    reach: async (hostile) => {
      await logIn();
      serveLaunchUrl(hostile);
      renderInApp(<FbSportsScreen />, '/fbsports');
      return nothingOpened();
    },
  },
  '/lottery (the lottery launch answers it)': {
    reach: async (hostile) => {
      await logIn();
      serveLaunchUrl(hostile);
      renderInApp(<LotteryScreen />, '/lottery?vendor=TCG_SEA');
      return nothingOpened();
    },
  },
  'the launch of a live game (new window)': launchOpener('LIVE'),
  'the launch of a slot (the /game route)': launchOpener('RNG'),
  'customer service (the window it reserved)': {
    reach: async (hostile) => {
      const entries: CustomerServiceEntry[] = [
        {
          type: 3,
          csType: 3,
          path: encryptCustomerServicePath(hostile),
          name: 'Live chat',
        } as CustomerServiceEntry,
      ];
      function Chat() {
        const openChat = useCustomerService(entries);
        const [outcome, setOutcome] = useState<CustomerServiceOutcome | null>(null);
        return (
          <button type="button" onClick={() => void openChat().then(setOutcome)}>
            Chat {outcome}
          </button>
        );
      }
      renderInApp(<Chat />);
      await userEvent.setup().click(screen.getByRole('button', { name: /Chat/ }));
      expect(await screen.findByRole('button', { name: 'Chat refused' })).toBeInTheDocument();
      return {
        // Opened blank in the click (popup blockers), cut from the site, then closed unvisited.
        opened: ({ open, child }) => {
          expect(open).toHaveBeenCalledTimes(1);
          expect(open.mock.calls[0]?.[0]).toBe('about:blank');
          expect(child.opener).toBeNull();
          expect(child.location.replace).not.toHaveBeenCalled();
          expect(child.close).toHaveBeenCalled();
        },
      };
    },
  },
};

/** Every hostile address at every opener: one row each. */
const CASES = HOSTILE.flatMap((hostile) =>
  Object.entries(OPENERS).map(([opener, { reach }]) => ({ opener, hostile, reach })),
);

describe('hostile addresses at every opener and frame', () => {
  it.each(CASES)(
    '$opener refuses $hostile: nothing opened or framed, the invalid-domain message shown',
    async ({ hostile, reach }) => {
      const spy = spyWindowOpen();
      const { opened } = await reach(hostile);
      expect(await screen.findByText(INVALID_DOMAIN)).toBeInTheDocument();
      expect(frames()).toHaveLength(0);
      opened(spy);
    },
  );
});

describe('the same openers with an address they may use', () => {
  const MOCK_GAME = `${location.origin}/mock-game.html?game=G1`;

  it('frames the site-served mock game sandboxed in an opaque origin', async () => {
    renderInApp(<GameScreen />, `/game?launch=${handOverLaunchedGame(MOCK_GAME)}&name=Golden`);
    const frame = await screen.findByTitle('Golden');
    expect(frame.getAttribute('src')).toBe(MOCK_GAME);
    const sandbox = (frame.getAttribute('sandbox') ?? '').split(' ');
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
  });

  it('/game frames nothing from its own address: only a launch hands a game over', async () => {
    renderInApp(<GameScreen />, `/game?url=${encodeURIComponent(MOCK_GAME)}&name=Golden`);
    expect(await screen.findByText('No game was chosen.')).toBeInTheDocument();
    expect(frames()).toHaveLength(0);
  });

  it('a live game opens a blank window, cuts its opener, then sends it to the checked address', async () => {
    await logIn();
    serveLaunchUrl(MOCK_GAME);
    const { open, child } = spyWindowOpen();
    const target: LaunchTarget = {
      kind: 'game',
      gameType: 'LIVE',
      vassalage: 'EVO',
      gameId: 'G1',
      gameName: 'G1',
    };
    function Launcher() {
      const { launch } = useGameLaunch();
      return (
        <button type="button" onClick={() => launch(target)}>
          Play
        </button>
      );
    }
    renderInApp(
      <GameLaunchProvider>
        <Launcher />
      </GameLaunchProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(child.location.replace).toHaveBeenCalledWith(MOCK_GAME));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank', '');
    expect(child.opener).toBeNull();
    // The window's copy of the site's sessionStorage (the token) is emptied before the game loads.
    expect(child.sessionStorage.clear).toHaveBeenCalled();
    expect(child.sessionStorage.clear.mock.invocationCallOrder[0]).toBeLessThan(
      child.location.replace.mock.invocationCallOrder[0] ?? 0,
    );
  });
});
