/**
 * One request per intent, and an intent that survives the login it needed
 * (ADR 014): driven through the screens against the MSW mock backend, requests counted where the
 * mock receives them.
 */
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { server } from '@mocks/node';
import { api } from '@/api/instance';
import { clearSession, setSession } from '@/api/session-store';
import { contract } from '@/contracts';
import { initI18n } from '@/i18n';
import { App } from '@/ui/app/App';
import { createQueryClient } from '@/ui/app/query-client';
import { newUser, solveSlider, submitLogin, type User } from '../../support/steps';

const LAUNCH_PATH = '/wps/game/launchGame';
const LIST_PATH = '/wps/relay/GCSGAME_gameList';
const ADD_FAVOURITE_PATH = '/wps/relay/MCSFE_addFavoriteGameV2';

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

/** Every request the mock backend receives on `path`, as it received it (signal included). */
function requestsTo(path: string): Request[] {
  const seen: Request[] = [];
  const listener: RequestListener = ({ request }) => {
    if (new URL(request.url).pathname === path) seen.push(request);
  };
  listeners.push(listener);
  server.events.on('request:start', listener);
  return seen;
}

interface Held {
  requests: Request[];
  /** Lets the held requests go on to the mock's own handler. */
  release(): void;
}

/**
 * Holds matching requests until the client aborts them or the test releases them: a slow backend,
 * seen from the side that can tell whether a request was abandoned.
 */
function holdRequests(path: string, matches: (url: URL) => boolean = () => true): Held {
  const requests: Request[] = [];
  const waiting = new Set<() => void>();
  server.use(
    http.all(`*${path}`, async ({ request }) => {
      if (!matches(new URL(request.url))) return undefined;
      requests.push(request);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 10_000);
        const go = () => {
          clearTimeout(timer);
          waiting.delete(go);
          resolve();
        };
        waiting.add(go);
        request.signal.addEventListener('abort', go);
      });
      // Falls through to the mock's own handler.
      return undefined;
    }),
  );
  return { requests, release: () => [...waiting].forEach((go) => go()) };
}

async function logInThroughApi(username: string) {
  const value = await api.call(contract.session.login, {
    body: { username, password: 'Passw0rd1', type: 'username' },
  });
  setSession({ token: value.token, username, account: username, isAgent: Number(value.customerType ?? 0) });
}

function renderApp(path: string) {
  const [pathname = '/', search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const queryClient = createQueryClient({ test: true });
  render(<App routerHook={location.hook} searchHook={location.searchHook} queryClient={queryClient} />);
  return { history: location.history, queryClient };
}

async function firstCard(): Promise<HTMLElement> {
  const grid = await screen.findByRole('list', { name: 'All' }, { timeout: 20_000 });
  const [card] = await within(grid).findAllByRole('listitem');
  if (!card) throw new Error('no game card');
  return card;
}

const playButton = (card: HTMLElement) => within(card).getByRole('button', { name: /^Play / });

/** The login popup opened by a protected action: log in as player01 through it. */
async function logInThroughPopup(user: User) {
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  await submitLogin(user, dialog, 'player01', 'Passw0rd1');
  await solveSlider(user);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument());
}

describe('one request per intent', () => {
  it('a double click on a game card launches once', async () => {
    await logInThroughApi('player01');
    const launches = requestsTo(LAUNCH_PATH);
    const { history } = renderApp('/rng');
    const user = userEvent.setup();
    const card = await firstCard();
    // The launch answers only once both clicks are in, as on a phone network.
    const slow = holdRequests(LAUNCH_PATH);
    await user.dblClick(playButton(card));
    await waitFor(() => expect(slow.requests).toHaveLength(1));
    slow.release();
    await waitFor(() => expect(history.at(-1)).toMatch(/^\/game\?launch=/));
    expect(launches).toHaveLength(1);
  });

  it('closing the vendor list while it loads aborts its request and shows no error', async () => {
    await logInThroughApi('player01');
    const { history, queryClient } = renderApp('/rng?page=MG');
    const user = userEvent.setup();
    const card = await firstCard();
    // The popup asks for the same page the lobby shows: forget it, so the popup has to fetch it.
    queryClient.removeQueries({ queryKey: ['games', 'list'] });
    const held = holdRequests(LIST_PATH, (url) => url.searchParams.get('vassalage') === 'MG').requests;
    await user.click(playButton(card));
    const dialog = await screen.findByRole('dialog', { name: /MG|games/i });
    await waitFor(() => expect(held).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(held[0]?.signal.aborted).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /MG|games/i })).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(history.at(-1)).toBe('/rng?page=MG');
  });

  it('leaving the lobby while a launch is on its way aborts it: no game, no error', async () => {
    await logInThroughApi('player01');
    const { history } = renderApp('/rng');
    const user = userEvent.setup();
    const card = await firstCard();
    const held = holdRequests(LAUNCH_PATH).requests;
    await user.click(playButton(card));
    await waitFor(() => expect(held).toHaveLength(1));
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(held[0]?.signal.aborted).toBe(true));
    expect(history.at(-1)).toBe('/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('a new choice in the lobby aborts the list it replaces, with no error message', async () => {
    renderApp('/rng');
    const user = userEvent.setup();
    await firstCard();
    const held = holdRequests(LIST_PATH, (url) => url.searchParams.get('gameName') === 'slow').requests;
    await user.type(screen.getByRole('searchbox'), 'slow');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(held).toHaveLength(1));
    await user.click(screen.getByRole('tab', { name: 'Recent' }));
    await waitFor(() => expect(held[0]?.signal.aborted).toBe(true));
    // Recent is empty for a visitor: its message, not an error.
    expect(await screen.findByText(/no games/i)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('an intent survives the login it needed', () => {
  it('Play: a visitor who logs in is taken on into the game', async () => {
    const launches = requestsTo(LAUNCH_PATH);
    const { history } = renderApp('/rng');
    const user = newUser();
    await user.click(playButton(await firstCard()));
    await logInThroughPopup(user);
    await waitFor(() => expect(history.at(-1)).toMatch(/^\/game\?launch=/));
    expect(launches).toHaveLength(1);
  });

  it('Play: a cancelled login drops the intent, a later login does not launch', async () => {
    const launches = requestsTo(LAUNCH_PATH);
    const { history } = renderApp('/rng');
    const user = newUser();
    await user.click(playButton(await firstCard()));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument());
    // The player logs in later, from the header: nothing they gave up on starts by itself.
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await logInThroughPopup(user);
    expect(await screen.findByTestId('member-area')).toBeInTheDocument();
    expect(history.at(-1)).toBe('/rng');
    expect(launches).toHaveLength(0);
  });

  it('Play: a login that must change its password first does not launch (no session yet)', async () => {
    const launches = requestsTo(LAUNCH_PATH);
    const { history } = renderApp('/rng');
    const user = newUser();
    await user.click(playButton(await firstCard()));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await submitLogin(user, dialog, 'weak01', '123456');
    await solveSlider(user);
    expect(await screen.findByRole('dialog', { name: /password/i })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument());
    expect(history.at(-1)).toBe('/rng');
    expect(launches).toHaveLength(0);
  });

  it('Favourite: the heart a visitor pressed is saved once they have logged in', async () => {
    const adds = requestsTo(ADD_FAVOURITE_PATH);
    renderApp('/rng');
    const user = newUser();
    const card = await firstCard();
    const name =
      within(card)
        .getByRole('button', { name: /^Save / })
        .getAttribute('aria-label') ?? '';
    const gameName = name.replace(/^Save /, '');
    await user.click(within(card).getByRole('button', { name }));
    await logInThroughPopup(user);
    expect(
      await screen.findByRole('button', { name: `Remove ${gameName} from saved games`, pressed: true }),
    ).toBeInTheDocument();
    await waitFor(() => expect(adds).toHaveLength(1));
  });

  it('Deposit: a visitor who logs in goes on to the deposit page', async () => {
    const { history } = renderApp('/');
    const user = newUser();
    await user.click(await screen.findByRole('button', { name: 'Deposit' }));
    await logInThroughPopup(user);
    await waitFor(() => expect(history.at(-1)).toBe('/?mc=depositv2'));
    const centre = await screen.findByRole('dialog', { name: 'Personal center' });
    // The centre's menu is its own lazy chunk: under a loaded machine it arrives after the frame.
    expect(await within(centre).findByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
