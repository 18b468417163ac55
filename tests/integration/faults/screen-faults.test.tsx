/**
 * The UI-level fault matrix (ADR 016; spec 01 §8): every screen that loads data × every transport fault
 * the mock can inject. The client-level matrix (tests/integration/api/fault-matrix.test.ts) proves each
 * call rejects with a typed error; this one proves a player sees that error's message and a retry
 * that, once the fault is gone, brings the data.
 */
import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { useScenario as applyScenario } from '@mocks/node';
import type { RouteFault } from '@mocks/scenarios';
import type { AppRoute } from '@ts-rest/core';
import type { AppEnv } from '@/config/env';
import { env } from '@/config/env';
import { api } from '@/api/instance';
import { clearSession, setSession } from '@/api/session-store';
import { contract } from '@/contracts';
import { initI18n } from '@/i18n';
import enAccount from '@/i18n/locales/en/account.json';
import enErrors from '@/i18n/locales/en/errors.json';
import enLobby from '@/i18n/locales/en/lobby.json';
import enShell from '@/i18n/locales/en/shell.json';
import { App } from '@/ui/app/App';
import { createQueryClient } from '@/ui/app/query-client';

/**
 * A short client timeout keeps the timeout column fast (the mock's `timeout` fault never answers).
 * Long enough that a healthy call on a busy machine still makes it.
 */
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<{ env: AppEnv }>();
  return { ...actual, env: { ...actual.env, apiTimeoutMs: 1500 } };
});

interface FaultCase {
  name: string;
  fault: RouteFault;
  /** The EN text the player reads. */
  message: string;
}

const FAULTS: FaultCase[] = [
  { name: 'network error', fault: { kind: 'network' }, message: enErrors.network },
  { name: 'HTTP 500', fault: { kind: 'http500' }, message: enErrors.system },
  { name: 'malformed body', fault: { kind: 'malformed' }, message: enErrors.system },
  { name: 'timeout', fault: { kind: 'timeout' }, message: enErrors.slow },
];

interface ScreenCase {
  name: string;
  route: string;
  /** The screen's data calls: the fault is put on each. */
  calls: AppRoute[];
  /** Text above the message naming what failed, where the screen has one. */
  title: string | undefined;
  /** Resolves once the screen shows its data. */
  loaded(): Promise<unknown>;
  /** The one control that tries again: "Try again" unless the screen names its own. */
  retry: () => HTMLElement;
  /** Before the site boots: a member logged in through the API, for member-only data. */
  member: boolean;
}

const playButtons = () => screen.findAllByRole('button', { name: /^Play / });
const tryAgain = () => screen.getByRole('button', { name: 'Try again' });
/** The header balance refreshes itself: the amount is its button (named by what it shows, "—" without one). */
const refreshBalance = () =>
  within(screen.getByTestId('member-area')).getByRole('button', {
    description: enAccount.header.refreshBalance,
  });

type Row = [
  name: string,
  route: string,
  calls: AppRoute[],
  title: string | undefined,
  loaded: () => Promise<unknown>,
  retry?: () => HTMLElement,
  member?: boolean,
];

// prettier-ignore
const ROWS: Row[] = [
  ['boot (system status)', '/', [contract.system.status], enShell.status.bootFailed.title,
    () => screen.findByRole('heading', { name: enShell.home.title })],
  ['home banners and notices', '/', [contract.home.announcements], enShell.notice.loadFailed,
    () => screen.findByRole('region', { name: enShell.noticeBar.label })],
  ['slots lobby game list', '/rng', [contract.games.list], undefined, playButtons],
  // The header's menu fails with the lanes too: its own retry is named apart (below).
  ['live casino vendor lanes', '/live', [contract.games.vendors], enLobby.state.error, playButtons],
  ['lottery menus', '/lottery', [contract.lottery.menus], enLobby.state.error,
    () => screen.findByRole('navigation', { name: enLobby.lottery.menu })],
  ['Vietnamese lottery', '/vnlottery', [contract.lottery.vnMenus, contract.lottery.vnNumbers], enLobby.state.error,
    () => screen.findByRole('heading', { name: enLobby.category.vnlottery })],
  ['notice list', '/noticePage', [contract.home.announcements], enShell.notice.loadFailed,
    () => screen.findByRole('list', { name: enShell.notice.listLabel })],
  ['help centre', '/help', [contract.system.helpCenter], enShell.help.loadFailed,
    () => screen.findByRole('list', { name: enShell.help.menu })],
  ['header vendor menus', '/', [contract.games.vendors], enShell.header.menuFailed,
    () => within(screen.getByTestId('site-header')).findByRole('button', { name: enShell.gameTypes.RNG }),
    () => screen.getByRole('button', { name: enShell.header.menuRetry })],
  ['member header balance', '/', [contract.wallet.balance], undefined,
    () => within(screen.getByTestId('member-area')).findByText(/1,234\.56/), refreshBalance, true],
];

const SCREENS: ScreenCase[] = ROWS.map(
  ([name, route, calls, title, loaded, retry = tryAgain, member = false]) => ({
    name,
    route,
    calls,
    title,
    loaded,
    retry,
    member,
  }),
);

beforeAll(async () => {
  // Route screens are lazy chunks; on a busy 2-core machine the first import can take seconds.
  configure({ asyncUtilTimeout: 6000 });
  await initI18n('EN');
  // The member header is a lazy chunk too: imported here, its first load is not counted against the
  // 8 s the member's fault case gives its message.
  await import('@/ui/screens/account/MemberHeaderArea');
  // The mock above must reach the API client, or the timeout column would wait 15 s a case.
  expect(env.apiTimeoutMs).toBe(1500);
}, 60_000);

function renderApp(route: string) {
  const [path = '/', search = ''] = route.split('?');
  const location = memoryLocation({ path, searchPath: search });
  return render(
    <App
      routerHook={location.hook}
      searchHook={location.searchHook}
      queryClient={createQueryClient({ test: true })}
    />,
  );
}

describe.each(SCREENS)('$name ($route)', (target) => {
  it.each(FAULTS)('$name: shows its message and a retry that loads the data', async ({ fault, message }) => {
    const user = userEvent.setup();
    // Keyed by path: the mock's route-key lookup misses routes its handlers take from a sub-contract.
    if (target.member) await logIn('player01');
    applyScenario('default', { faults: Object.fromEntries(target.calls.map((call) => [call.path, fault])) });
    renderApp(target.route);

    if (target.title) expect(await screen.findByText(target.title, {}, { timeout: 8000 })).toBeVisible();
    // The screen's own message (the header's menu may say the same above it: one call feeds both).
    const shown = (await screen.findAllByText(message, {}, { timeout: 8000 })).at(-1);
    expect(shown).toBeVisible();
    // Announced to screen readers, not just painted.
    expect(screen.getAllByRole('alert').some((alert) => within(alert).queryByText(message))).toBe(true);
    // Exactly one retry of its name on the page: the player is not left guessing which one.
    const retry = target.retry();

    // The fault clears (the connection is back): the same control now loads the data.
    act(() => {
      applyScenario('default');
    });
    await user.click(retry);
    await target.loaded();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});

async function logIn(username: string): Promise<void> {
  applyScenario('default');
  const value = await api.call(contract.session.login, {
    body: { username, password: 'Passw0rd1', type: 'username' },
  });
  setSession({ token: value.token, username, account: username });
}

afterEach(() => {
  clearSession();
});
