/**
 * The UI-level fault matrix (issue 8 item 11): every screen that loads data × every transport fault
 * the mock can inject. The client-level matrix (tests/integration/api/fault-matrix.test.ts) proves each
 * call rejects with a typed error; this one proves a player sees that error's message and a retry
 * that, once the fault is gone, brings the data.
 */
import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { useScenario as applyScenario } from '@mocks/node';
import type { RouteFault } from '@mocks/scenarios';
import type { AppRoute } from '@ts-rest/core';
import type { AppEnv } from '@/config/env';
import { env } from '@/config/env';
import { contract } from '@/contracts';
import { initI18n } from '@/i18n';
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
  title?: string;
  /** Resolves once the screen shows its data. */
  loaded(): Promise<unknown>;
}

const playButtons = () => screen.findAllByRole('button', { name: /^Play / });

const SCREENS: ScreenCase[] = [
  {
    name: 'boot (system status)',
    route: '/',
    calls: [contract.system.status],
    title: enShell.status.bootFailed.title,
    loaded: () => screen.findByRole('heading', { name: enShell.home.title }),
  },
  {
    name: 'home banners and notices',
    route: '/',
    calls: [contract.home.announcements],
    title: enShell.notice.loadFailed,
    loaded: () => screen.findByRole('region', { name: enShell.noticeBar.label }),
  },
  {
    name: 'slots lobby game list',
    route: '/rng',
    calls: [contract.games.list],
    loaded: playButtons,
  },
  {
    name: 'live casino vendor lanes',
    route: '/live',
    calls: [contract.games.vendors],
    title: enLobby.state.error,
    loaded: playButtons,
  },
  {
    name: 'lottery menus',
    route: '/lottery',
    calls: [contract.lottery.menus],
    title: enLobby.state.error,
    loaded: () => screen.findByRole('navigation', { name: enLobby.lottery.menu }),
  },
  {
    name: 'Vietnamese lottery',
    route: '/vnlottery',
    calls: [contract.lottery.vnMenus, contract.lottery.vnNumbers],
    title: enLobby.state.error,
    loaded: () => screen.findByRole('heading', { name: enLobby.category.vnlottery }),
  },
  {
    name: 'notice list',
    route: '/noticePage',
    calls: [contract.home.announcements],
    title: enShell.notice.loadFailed,
    loaded: () => screen.findByRole('list', { name: enShell.notice.listLabel }),
  },
  {
    name: 'help centre',
    route: '/help',
    calls: [contract.system.helpCenter],
    title: enShell.help.loadFailed,
    loaded: () => screen.findByRole('list', { name: enShell.help.menu }),
  },
];

beforeAll(async () => {
  // Route screens are lazy chunks; on a busy 2-core machine the first import can take seconds.
  configure({ asyncUtilTimeout: 6000 });
  await initI18n('EN');
  // The mock above must reach the API client, or the timeout column would wait 15 s a case.
  expect(env.apiTimeoutMs).toBe(1500);
});

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
    applyScenario('default', { faults: Object.fromEntries(target.calls.map((call) => [call.path, fault])) });
    renderApp(target.route);

    const shown = await screen.findByText(message, {}, { timeout: 8000 });
    expect(shown).toBeVisible();
    // Announced to screen readers, not just painted.
    expect(screen.getAllByRole('alert').some((alert) => within(alert).queryByText(message))).toBe(true);
    if (target.title) expect(screen.getByText(target.title)).toBeVisible();
    // Exactly one retry on the page: the player is not left guessing which one.
    const retry = screen.getByRole('button', { name: 'Try again' });

    // The fault clears (the connection is back): the same control now loads the data.
    act(() => {
      applyScenario('default');
    });
    await user.click(retry);
    await target.loaded();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});
