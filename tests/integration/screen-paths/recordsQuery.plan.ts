/**
 * The member centre's Betting records ↔ records query machine (golden suite `recordsQuery`), signed in as
 * player01, whose mock history has a bet every three hours over the last seven and a half days (60 bets
 * across the products; the betting record has the ones not in the lottery, several pages of the last 7
 * days). Every report page of both centres uses this one report and machine.
 */
import { switchScenario } from '@mocks/reset';
import { recordsQueryPaths } from '../../paths/recordsQuery.paths';
import { signIn } from '../../support/mock-session';
import { within } from '../../support/steps';
import { assert, checkLoadFailure, eventually, type ScreenContext, type ScreenPlan } from './replay';

/** The empty answer (#2): no games, so no bets. */
const NO_GAMES = { data: { emptyLobbies: true } } as const;

/** The centre's page region (the table's scroll box inside it is a region of the same name). */
async function pageOf(ctx: ScreenContext): Promise<HTMLElement> {
  const [page] = await ctx.screen.findAllByRole('region', { name: 'Betting records' }, { timeout: 15_000 });
  assert(page, 'no Betting records page');
  return page;
}

/** A change while a page loads: the mock answers at once, so no person gets a click in between. */
const WHILE_LOADING =
  'the mock answers at once, so nobody can press it while a page loads (the records page test cancels a request under way with a slow mock)';

export const recordsQueryScreenPlan: ScreenPlan = {
  suite: recordsQueryPaths,
  scenario: { name: 'default' },
  route: '/?mc=personalHistoryCopy',
  prepare: async (path) => {
    // The data scenario reseeds the mock (sessions included): it is chosen before the member signs in,
    // and the start's own arrangement then finds it seeded.
    if (path.keys.includes('xstate.done.actor.fetchRecords#2')) switchScenario('default', NO_GAMES);
    signIn('player01');
  },
  open: async (ctx) => {
    await pageOf(ctx);
  },
  steps: {
    'xstate.done.actor.fetchRecords#1': {},
    'xstate.done.actor.fetchRecords#2': { arrange: NO_GAMES },
    'xstate.error.actor.fetchRecords': {
      arrange: { faults: { 'wallet.betHistory': { kind: 'network' } } },
    },
    'records.filter': {
      machineOnly: (before) => (before.value === 'loading' ? WHILE_LOADING : null),
      act: async (ctx) => {
        const presets = within(await pageOf(ctx)).getByRole('radiogroup', { name: 'Date range' });
        await ctx.user.click(within(presets).getByRole('radio', { name: 'Last 30 days' }));
        ctx.memo.preset = 'Last 30 days';
      },
    },
    'records.page': {
      machineOnly: (before) => (before.value === 'loading' ? WHILE_LOADING : null),
      act: async (ctx) => {
        const pages = within(await pageOf(ctx)).getByRole('navigation', { name: 'Record pages' });
        await ctx.user.click(within(pages).getByRole('button', { name: 'Page 2' }));
        ctx.memo.page = 'Page 2';
      },
    },
    'records.retry': {
      act: async (ctx) => {
        await ctx.user.click(within(await pageOf(ctx)).getByRole('button', { name: 'Try again' }));
      },
    },
  },
  settled: (view) => !view.tags.includes('loading'),
  expectView: async (ctx, view) => {
    const page = await pageOf(ctx);
    await eventually(() => {
      switch (view.value) {
        case 'failed':
          checkLoadFailure(page, view.failure, 'The records could not be loaded.');
          return;
        case 'empty':
          assert(
            within(page).queryByRole('heading', { name: 'No records in this period' }),
            'no empty state',
          );
          assert(within(page).queryByRole('table') === null, 'an empty report shows a table');
          return;
        default:
          assert(within(page).queryByRole('table', { name: 'Betting records' }), 'no table of bets');
          assert(within(page).queryByRole('alert') === null, 'a failure is shown');
      }
    });
  },
  // The mock answers at once: a path that ends loading shows what it asked for (the page, the period).
  expectPending: async (ctx) => {
    const page = await pageOf(ctx);
    await eventually(() => {
      assert(within(page).queryByRole('table', { name: 'Betting records' }), 'no table of bets');
      const pages = within(page).getByRole('navigation', { name: 'Record pages' });
      const current = within(pages).queryByRole('button', { current: 'page' });
      const askedPage = typeof ctx.memo.page === 'string' ? ctx.memo.page : 'Page 1';
      assert(current?.getAttribute('aria-label') === askedPage, `expected ${askedPage} to be current`);
      if (typeof ctx.memo.preset === 'string') {
        const preset = within(page).getByRole('radio', { name: ctx.memo.preset });
        assert(preset.getAttribute('aria-checked') === 'true', `${ctx.memo.preset} is not chosen`);
      }
    });
  },
};
