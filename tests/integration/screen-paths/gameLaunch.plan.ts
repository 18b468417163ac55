/**
 * Play on a slots game card (/rng) ↔ game launch machine (golden suite `gameLaunch`). Who is
 * logged in follows the path's first launch: a visitor (#1), the trial account (#2) or a member.
 */
import { advanceClock, resetClock } from '@mocks/lib/clock';
import { switchScenario } from '@mocks/reset';
import { activeScenario } from '@mocks/scenarios';
import { api } from '@/api/instance';
import { setSession } from '@/api/session-store';
import { contract } from '@/contracts';
import type { GoldenPath, ParsedView } from '../../paths/harness';
import { gameLaunchPaths } from '../../paths/gameLaunch.paths';
import { within } from '../../support/steps';
import {
  assert,
  checkFailure,
  eventually,
  type ScreenContext,
  type ScreenPlan,
  type StepDef,
} from './replay';

/** `limited`: player01 with the daily session-time limit used up (#8, ADR 043). */
type Who = 'visitor' | 'trial' | 'member' | 'limited';
const whoOf = (key: string): Who =>
  key === 'launch.request#1'
    ? 'visitor'
    : key === 'launch.request#2'
      ? 'trial'
      : key === 'launch.request#8'
        ? 'limited'
        : 'member';

/** A launch by someone else than the path's first launch would need a logout or login in between. */
function sameSession(own: string): (before: ParsedView, earlier: string[]) => string | null {
  return (_before, earlier) => {
    const first = earlier.find((key) => key.startsWith('launch.request'));
    return first && whoOf(first) !== whoOf(own)
      ? 'the next launch is by another session (a login or logout between two launches is the session suite)'
      : null;
  };
}

async function playFirstCard(ctx: ScreenContext): Promise<void> {
  const [card] = await ctx.screen.findAllByTestId('game-card', undefined, { timeout: 8000 });
  assert(card, 'no game card');
  const [play] = within(card).getAllByRole('button', { name: /^Play / });
  assert(play, 'no Play button on the card');
  await ctx.user.click(play);
}

const launch = (key: string): StepDef => ({ act: playFirstCard, machineOnly: sameSession(key) });

const GAME_LIST = contract.games.list.path;

/**
 * A launch that opens a list first (the vendor's games, or recommendations beside a maintenance
 * notice) and is dismissed before the list arrives: the mock answers at once, so it is held back.
 */
function holdListIf(rest: string[]): void {
  if (rest[0] === 'launch.dismiss')
    switchScenario('default', { faults: { [GAME_LIST]: { kind: 'latency', ms: 4000 } } });
}

/**
 * The lobby on one provider's page: the person filters by the provider (and pages on), while the
 * outcomes arranged for the launch that follows wait (they would fail the lobby's own list first).
 */
async function onVendorPage(ctx: ScreenContext, vendor: RegExp, page?: string): Promise<void> {
  const { faults } = activeScenario();
  switchScenario('default');
  const nav = await ctx.screen.findByRole('navigation', { name: 'Game providers' });
  const link = await within(nav).findByRole('link', { name: vendor });
  await showsNewCards(ctx, () => ctx.user.click(link));
  await eventually(() => assert(link.getAttribute('aria-current') === 'page', 'the provider is not chosen'));
  if (page) {
    const button = await ctx.screen.findByRole('button', { name: page });
    await showsNewCards(ctx, () => ctx.user.click(button));
  }
  switchScenario('default', { faults });
}

/** The Play buttons' names: which games the grid shows. */
const shownGames = (ctx: ScreenContext): string =>
  ctx.screen
    .queryAllByRole('button', { name: /^Play / })
    .map((button) => button.getAttribute('aria-label'))
    .join('|');

/**
 * Runs `act` and waits until the grid shows other games than before, loaded. Waiting only for "cards
 * and no busy list" passed at once on the old cards in a browser (Storybook), where the new list
 * arrives a moment after the click.
 */
async function showsNewCards(ctx: ScreenContext, act: () => Promise<void>): Promise<void> {
  const before = shownGames(ctx);
  await act();
  await eventually(() => {
    const now = shownGames(ctx);
    assert(now !== '' && now !== before, 'the grid still shows the games from before');
    assert(!document.querySelector('[aria-busy="true"]'), 'the list is still loading');
  });
}

/** A PG game under maintenance: its card carries the "Maintenance" badge (on the provider's second page). */
async function playMaintenanceCard(ctx: ScreenContext, rest: string[]): Promise<void> {
  await onVendorPage(ctx, /^PG Soft/, 'Page 2');
  const card = ctx.screen.queryAllByTestId('game-card').find((c) => within(c).queryByText('Maintenance'));
  assert(card, 'no card under maintenance among the PG games');
  holdListIf(rest);
  await ctx.user.click(within(card).getAllByRole('button', { name: /^Play / })[0] as HTMLElement);
}

/**
 * An aggregator's entry (Microgaming on the slots lobby plays as VASSALAGE): it opens the vendor's
 * own list of games, as a live vendor tile does (the suite's #6).
 */
async function playAggregatorCard(ctx: ScreenContext, rest: string[]): Promise<void> {
  await onVendorPage(ctx, /^Microgaming/);
  holdListIf(rest);
  await playFirstCard(ctx);
}

const MODAL_NOTICE =
  'a launch from the maintenance notice whose recommendations failed: it offers no game, and the page behind it is inert';

/**
 * Paths 8–13: a second launch from the maintenance notice after its recommendations failed: the
 * notice is modal (the page behind it is inert) and offers no game to pick.
 */
function afterFailedRecommendations(own: string): (before: ParsedView, earlier: string[]) => string | null {
  const session = sameSession(own);
  return (before, earlier) => (before.value === 'maintenance' ? MODAL_NOTICE : session(before, earlier));
}

/** The launch dialog on top (alert, confirm or the login popup the launch asked for). */
function topDialog(ctx: ScreenContext): HTMLElement | null {
  const dialogs = [...ctx.screen.queryAllByRole('alertdialog'), ...ctx.screen.queryAllByRole('dialog')];
  return dialogs[dialogs.length - 1] ?? null;
}

const NOT_ON_SLOTS =
  'not yet mapped: this launch starts on another page (a lottery game, a vendor tile), which this plan (the slots lobby) does not visit';

export const gameLaunchScreenPlan: ScreenPlan = {
  suite: gameLaunchPaths,
  scenario: { name: 'default' },
  route: '/rng',
  prepare: async (path: GoldenPath) => {
    resetClock();
    const first = path.keys.find((key) => key.startsWith('launch.request'));
    const who = first ? whoOf(first) : 'member';
    if (who === 'visitor') return;
    const username = who === 'trial' ? 'trial01' : 'player01';
    const value = await api.call(contract.session.login, {
      body: { username, password: 'Passw0rd1', type: 'username' },
    });
    setSession({ token: value.token, username, account: username });
    if (who === 'limited') {
      // A one-minute day, two minutes in: the backend's limits say nothing is left.
      await api.call(contract.responsibleGambling.setLimit, {
        body: { kind: 'session', period: '24h', amount: '1' },
      });
      advanceClock(2 * 60_000);
    }
  },
  open: async (ctx) => {
    await ctx.screen.findAllByTestId('game-card', undefined, { timeout: 8000 });
  },
  steps: {
    'launch.request#1': {
      ...launch('launch.request#1'),
      machineOnly: afterFailedRecommendations('launch.request#1'),
    },
    'launch.request#2': {
      ...launch('launch.request#2'),
      machineOnly: afterFailedRecommendations('launch.request#2'),
    },
    'launch.request#3': {
      ...launch('launch.request#3'),
      machineOnly: afterFailedRecommendations('launch.request#3'),
    },
    'launch.request#4': {
      machineOnly: (before) => (before.value === 'maintenance' ? MODAL_NOTICE : NOT_ON_SLOTS),
    },
    'launch.request#5': {
      machineOnly: (before) => (before.value === 'maintenance' ? MODAL_NOTICE : NOT_ON_SLOTS),
    },
    'launch.request#6': {
      act: (ctx, _answers, rest) => playAggregatorCard(ctx, rest),
      machineOnly: afterFailedRecommendations('launch.request#6'),
    },
    'launch.request#7': {
      act: (ctx, _answers, rest) => playMaintenanceCard(ctx, rest),
      machineOnly: afterFailedRecommendations('launch.request#7'),
    },
    'launch.request#8': {
      ...launch('launch.request#8'),
      machineOnly: afterFailedRecommendations('launch.request#8'),
    },
    'launch.dismiss': {
      act: async (ctx) => {
        // In a browser (Storybook) the dialog may render a moment after the click that asked for it.
        await eventually(() => assert(topDialog(ctx), 'no dialog to dismiss'));
        const dialog = topDialog(ctx);
        assert(dialog, 'no dialog to dismiss');
        // The dialog's own answer (Cancel / OK) when it has one, else its × (the login popup).
        const [answer] = within(dialog).queryAllByRole('button', { name: /^(Cancel|OK)$/ });
        await ctx.user.click(answer ?? within(dialog).getByRole('button', { name: 'Close' }));
      },
    },
    'launch.retry': {
      act: async (ctx) => ctx.user.click(await ctx.screen.findByRole('button', { name: 'Try again' })),
    },
    'xstate.done.actor.launchGame': {},
    'xstate.error.actor.launchGame#1': {
      arrange: { faults: { '/wps/game/launchGame': { kind: 'network' } } },
    },
    'xstate.error.actor.launchGame#2': {
      arrange: {
        faults: {
          '/wps/game/launchGame': {
            kind: 'business',
            errorCode: 'game.maintenance',
            message: 'Under maintenance',
          },
        },
      },
    },
    'xstate.done.actor.openGame': {},
    'xstate.error.actor.openGame': {
      machineOnly: "slots open in the site's game frame: only new-window games can be popup-blocked",
    },
    // Both lists come from the game list call (the vendor's games, or the category's for recommendations).
    'xstate.done.actor.loadVendorGames': {},
    'xstate.error.actor.loadVendorGames': {
      machineOnly:
        "the aggregator's games are the list the lobby has just shown for that provider: the launch reads it from the cache, so no call is made that could fail",
    },
    'xstate.done.actor.loadRecommended': {},
    'xstate.error.actor.loadRecommended': { arrange: { faults: { [GAME_LIST]: { kind: 'network' } } } },
    'xstate.after.requestTimeout': {
      machineOnly: 'a request deadline: proved on the machine, where the harness fires the timer',
    },
  },
  settled: (view) => !view.tags.includes('busy'),
  // A path that ends waiting for a list: it arrives (the notice with its recommendations, the
  // vendor's games) or, for a launch, the game opens in the site's frame.
  expectPending: async (ctx, view) => {
    if (view.value === 'loadingRecommended') {
      const notice = await ctx.screen.findByRole('dialog', { name: 'This game is under maintenance.' });
      checkFailure(notice, view.failure, notice);
      return;
    }
    if (view.value === 'loadingVendorGames') {
      const dialog = await eventually(() => assert(topDialog(ctx), 'no vendor list')).then(() =>
        topDialog(ctx),
      );
      await within(dialog as HTMLElement).findAllByTestId('game-card');
      return;
    }
    assert(view.value === 'launching', `no pending check for ${view.value}`);
    await eventually(() =>
      assert(document.querySelector('iframe'), "the game did not open in the site's frame"),
    );
  },
  expectView: async (ctx, view) => {
    await eventually(() => {
      const dialog = topDialog(ctx);
      switch (view.value) {
        case 'loginRequired':
          assert(ctx.screen.queryByRole('dialog', { name: 'Login' }) !== null, 'expected the login popup');
          break;
        case 'rgRefused':
          assert(dialog !== null, 'expected the responsible-gambling refusal');
          checkFailure(dialog, view.failure, dialog);
          assert(
            within(dialog).queryByRole('button', { name: 'Try again' }) === null,
            'a refusal has no retry',
          );
          break;
        case 'trialRefused':
          assert(
            dialog !== null && /real account/i.test(dialog.textContent ?? ''),
            'expected the trial refusal',
          );
          break;
        case 'failure':
          assert(dialog !== null, 'expected the launch failure');
          checkFailure(dialog, view.failure, dialog);
          assert(within(dialog).queryByRole('button', { name: 'Try again' }) !== null, 'no "Try again"');
          break;
        case 'maintenance':
          assert(dialog !== null, 'expected the maintenance notice');
          checkFailure(dialog, view.failure, dialog);
          break;
        case 'vendorGames':
          assert(dialog !== null, "expected the vendor's games");
          assert(within(dialog).queryAllByTestId('game-card').length > 0, "no games in the vendor's list");
          break;
        case 'idle':
          assert(dialog === null, `a dialog is still open: "${dialog?.textContent ?? ''}"`);
          break;
        default:
          break;
      }
    });
  },
};
