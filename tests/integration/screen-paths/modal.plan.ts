/**
 * A popup ↔ modal machine (golden suite `modal`): the login popup, as the modal every popup of the
 * site is (spec 01 §2 Modals), opened from the header's "Log in" and closed with its Close button.
 */
import { modalPaths } from '../../paths/modal.paths';
import { openLogin, within } from '../../support/steps';
import { assert, eventually, type ScreenContext, type ScreenPlan } from './replay';

const TITLE = 'Login';
/**
 * The suite's timers (tests/paths/modal.paths.ts input), waited in real time: the login popup has no
 * show delay, and its close animation is the machine's default, as long as the suite's.
 */
const SHOW_DELAY_MS = 100;
const CLOSE_ANIMATION_MS = 300;

const popupOf = (ctx: ScreenContext) => ctx.screen.queryByRole('dialog', { name: TITLE });

export const modalScreenPlan: ScreenPlan = {
  suite: modalPaths,
  scenario: { name: 'default' },
  open: async (ctx) => {
    await ctx.screen.findByRole('button', { name: 'Log in' }, { timeout: 15_000 });
  },
  steps: {
    'modal.open': {
      machineOnly: (before) =>
        before.value === 'closing'
          ? 'reopening during the close animation: the popup is gone from under the pointer before a person can press Log in again'
          : null,
      act: async (ctx) => {
        await openLogin(ctx.user, ctx.screen);
      },
    },
    'modal.close': {
      machineOnly: (before) =>
        before.value === 'delayed'
          ? "closing within the show delay: the site's popups open without one, so no Close button exists before the popup shows"
          : null,
      act: async (ctx) => {
        const dialog = await ctx.screen.findByRole('dialog', { name: TITLE });
        await ctx.user.click(within(dialog).getByRole('button', { name: 'Close' }));
      },
    },
    'xstate.after.showDelay': { waitMs: SHOW_DELAY_MS },
    'xstate.after.closeAnimation': { waitMs: CLOSE_ANIMATION_MS },
  },
  // The show delay and the close animation pass on their own: what the screen shows in them is a moment.
  settled: (view) => view.value === 'hidden' || view.value === 'visible',
  expectView: async (ctx, view) => {
    if (view.value === 'visible') {
      await ctx.screen.findByRole('dialog', { name: TITLE });
      return;
    }
    await eventually(() => assert(popupOf(ctx) === null, 'the popup is still open'));
  },
};
