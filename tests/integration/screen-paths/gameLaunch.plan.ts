/**
 * Play on a slots game card (/rng) ↔ game launch machine (golden suite `gameLaunch`). Who is
 * logged in follows the path's first launch: a visitor (#1), the trial account (#2) or a member.
 */
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

type Who = 'visitor' | 'trial' | 'member';
const whoOf = (key: string): Who =>
  key === 'launch.request#1' ? 'visitor' : key === 'launch.request#2' ? 'trial' : 'member';

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

/** The launch dialog on top (alert, confirm or the login popup the launch asked for). */
function topDialog(ctx: ScreenContext): HTMLElement | null {
  const dialogs = [...ctx.screen.queryAllByRole('alertdialog'), ...ctx.screen.queryAllByRole('dialog')];
  return dialogs[dialogs.length - 1] ?? null;
}

const NOT_ON_SLOTS =
  'this launch starts from another page (lottery, vendor lanes): the slots lobby has no such card';

export const gameLaunchScreenPlan: ScreenPlan = {
  suite: gameLaunchPaths,
  scenario: { name: 'default' },
  route: '/rng',
  prepare: async (path: GoldenPath) => {
    const first = path.keys.find((key) => key.startsWith('launch.request'));
    const who = first ? whoOf(first) : 'member';
    if (who === 'visitor') return;
    const username = who === 'trial' ? 'trial01' : 'player01';
    const value = await api.call(contract.session.login, {
      body: { username, password: 'Passw0rd1', type: 'username' },
    });
    setSession({ token: value.token, username, account: username });
  },
  open: async (ctx) => {
    await ctx.screen.findAllByTestId('game-card', undefined, { timeout: 8000 });
  },
  steps: {
    'launch.request#1': launch('launch.request#1'),
    'launch.request#2': launch('launch.request#2'),
    'launch.request#3': launch('launch.request#3'),
    'launch.request#4': { machineOnly: NOT_ON_SLOTS },
    'launch.request#5': { machineOnly: NOT_ON_SLOTS },
    'launch.request#6': { machineOnly: NOT_ON_SLOTS },
    'launch.request#7': { machineOnly: 'the mock has no slots game under maintenance on the first card' },
    'launch.dismiss': {
      act: async (ctx) => {
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
      machineOnly: 'a maintenance answer is followed by recommended games: replayed with #7 on the machine',
    },
    'xstate.done.actor.openGame': {},
    'xstate.error.actor.openGame': {
      machineOnly: "slots open in the site's game frame: only new-window games can be popup-blocked",
    },
    'xstate.done.actor.loadVendorGames': { machineOnly: NOT_ON_SLOTS },
    'xstate.error.actor.loadVendorGames': { machineOnly: NOT_ON_SLOTS },
    'xstate.done.actor.loadRecommended': { machineOnly: NOT_ON_SLOTS },
    'xstate.error.actor.loadRecommended': { machineOnly: NOT_ON_SLOTS },
    'xstate.after.requestTimeout': {
      machineOnly: 'a request deadline: proved on the machine, where the harness fires the timer',
    },
  },
  settled: (view) => !view.tags.includes('busy'),
  expectView: async (ctx, view) => {
    await eventually(() => {
      const dialog = topDialog(ctx);
      switch (view.value) {
        case 'loginRequired':
          assert(ctx.screen.queryByRole('dialog', { name: 'Login' }) !== null, 'expected the login popup');
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
        case 'idle':
          assert(dialog === null, `a dialog is still open: "${dialog?.textContent ?? ''}"`);
          break;
        default:
          break;
      }
    });
  },
};
