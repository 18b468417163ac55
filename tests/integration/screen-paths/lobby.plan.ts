/**
 * The slots lobby (/rng) ↔ lobby machine (golden suite `lobby`: category rng, logged in, hot list
 * cached). The member logs in through the API before the site boots.
 */
import { api } from '@/api/instance';
import { setSession } from '@/api/session-store';
import { contract } from '@/contracts';
import { lobbyPaths } from '../../paths/lobby.paths';
import { fill, within } from '../../support/steps';
import { assert, checkFailure, eventually, type ScreenContext, type ScreenPlan } from './replay';
import type { ParsedView } from '../../paths/harness';

const HOT_CACHE =
  'sent by the screen when the hot list cached for the tab changes under an open lobby (written by another lobby), not by a person';
const NETWORK = { kind: 'network' } as const;

async function click(ctx: ScreenContext, name: string | RegExp, role: 'tab' | 'button' | 'link' = 'button') {
  await ctx.user.click(await ctx.screen.findByRole(role, { name }));
}

/** The hot and recent lists show every game at once: no pager to press. */
function withoutPager(_before: ParsedView, earlier: string[]): string | null {
  const type = earlier.filter((key) => key.startsWith('lobby.type.select')).pop();
  return type === 'lobby.type.select#2' || type === 'lobby.type.select#4'
    ? 'the hot and recent lists have no pager (they load page after page by themselves)'
    : null;
}

/** The lobby's own section (tabs, filters, cards), below the site's header and banners. */
function section(ctx: ScreenContext): HTMLElement {
  return ctx.screen.getByRole('tab', { name: 'All' }).closest('section') ?? document.body;
}

export const lobbyScreenPlan: ScreenPlan = {
  suite: lobbyPaths,
  scenario: { name: 'default' },
  route: '/rng',
  prepare: async () => {
    const value = await api.call(contract.session.login, {
      body: { username: 'player01', password: 'Passw0rd1', type: 'username' },
    });
    setSession({ token: value.token, username: 'player01', account: 'player01' });
    // One played game, so the recent list has something to show.
    const list = await api.call(contract.games.list, {
      query: { pageNo: 1, pageSize: 1, gameType: 'RNG', platform: 'html5', clientType: 2, language: 'EN' },
    });
    const [game] = list.games;
    if (game)
      await api.call(contract.games.launch, { query: { nodeId: Number(game.nodeId), launchMode: 'GLS' } });
  },
  open: async (ctx) => {
    await ctx.screen.findByRole('tab', { name: 'All' });
  },
  steps: {
    'lobby.type.select#1': { act: (ctx) => click(ctx, 'All', 'tab') },
    'lobby.type.select#2': { act: (ctx) => click(ctx, 'Hot games', 'tab') },
    'lobby.type.select#3': { act: (ctx) => click(ctx, 'Saved games', 'tab') },
    'lobby.type.select#4': { act: (ctx) => click(ctx, 'Recent', 'tab') },
    'lobby.vendor.select': {
      act: async (ctx) => {
        const nav = await ctx.screen.findByRole('navigation', { name: 'Game providers' });
        await ctx.user.click(await within(nav).findByRole('link', { name: /PG/ }));
      },
    },
    'lobby.search': {
      act: async (ctx) => {
        await fill(ctx.user, await ctx.screen.findByRole('searchbox'), 'gold');
        await click(ctx, 'Search');
      },
    },
    'lobby.classify.select': {
      act: async (ctx) => {
        const select = await ctx.screen.findByRole('combobox', { name: 'Class' });
        const option = within(select)
          .getAllByRole('option')
          .find((o) => (o as HTMLOptionElement).value !== '');
        assert(option, 'no game class to choose');
        await ctx.user.selectOptions(select, option);
      },
    },
    'lobby.minBet.select': {
      act: async (ctx) => {
        const select = await ctx.screen.findByRole('combobox', { name: 'Minimum bet' });
        const option = within(select)
          .getAllByRole('option')
          .find((o) => (o as HTMLOptionElement).value !== '');
        assert(option, 'no minimum bet to choose');
        await ctx.user.selectOptions(select, option);
      },
    },
    'lobby.page.next': { act: (ctx) => click(ctx, 'Next page'), machineOnly: withoutPager },
    'lobby.page.prev': { act: (ctx) => click(ctx, 'Previous page'), machineOnly: withoutPager },
    'lobby.page.go#1': { act: (ctx) => click(ctx, 'Page 2'), machineOnly: withoutPager },
    'lobby.page.go#2': { machineOnly: 'page 99 has no button: the pager only offers pages that exist' },
    'lobby.restore': {
      machineOnly:
        "sent when the address changes under the lobby (back, forward, a link to a filtered lobby): the replay's in-memory router has no back button; tests/integration/lobby/lobby-address.test.tsx and tests/e2e/lobby-address.spec.ts walk it",
    },
    'lobby.retry': {
      act: (ctx) => click(ctx, 'Try again'),
      machineOnly: (before) =>
        before.failure ? null : '"Try again" is offered only after a failure; a list that loaded has none',
    },
    'lobby.session.change': {
      machineOnly:
        "a person's sign-out (the header's member menu) takes them to the home page: the lobby closes instead of hearing the change",
    },
    'lobby.hot.change': { machineOnly: HOT_CACHE },
    'xstate.done.actor.loadPage#1': {},
    'xstate.done.actor.loadPage#2': { arrange: { data: { emptyLobbies: true } } },
    'xstate.error.actor.loadPage': {
      // By path: the games routes carry a path prefix, and the mock keys faults of those by path.
      arrange: {
        faults: {
          '/wps/relay/GCSGAME_gameList': NETWORK,
          '/wps/relay/GCSGAME_hotGamesV2': NETWORK,
          '/wps/relay/GCS_recentGame': NETWORK,
          '/wps/relay/MCSFE_getFavoriteGamesList': NETWORK,
        },
      },
    },
    'xstate.done.actor.loadMore': {},
    'xstate.error.actor.loadMore': {
      machineOnly: 'the mock cannot fail only the second page of the recent list',
    },
    'xstate.after.requestTimeout': {
      machineOnly: 'a request deadline: proved on the machine, where the harness fires the timer',
    },
  },
  settled: (view) => !view.tags.includes('loading') && !view.tags.includes('loadingMore'),
  // A path that ends loading: the list arrives.
  expectPending: async (ctx, view) => {
    assert(view.value === 'loading', `no pending check for ${view.value}`);
    await eventually(() => assert(ctx.screen.queryAllByTestId('game-card').length > 0, 'no game cards'));
  },
  expectView: async (ctx, view) => {
    await eventually(() => {
      const cards = ctx.screen.queryAllByTestId('game-card');
      const alerts = ctx.screen
        .queryAllByRole('alert')
        .filter((a) => within(a).queryByRole('button', { name: 'Try again' }));
      if (view.value === 'ready') assert(cards.length > 0, 'expected game cards');
      if (view.value === 'empty')
        assert(
          ctx.screen.queryByText(/No games found|no saved games/) !== null,
          'expected the empty message',
        );
      if (view.value === 'failure' || (view.value === 'ready' && view.failure)) {
        const alert = alerts[0] ?? null;
        checkFailure(section(ctx), view.failure, alert);
      } else {
        assert(alerts.length === 0, 'an error with "Try again" is shown');
      }
    });
  },
};
