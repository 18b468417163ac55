/**
 * The responsible-gaming page's time-out and self-exclusion ↔ selfExclusion machine (golden suite
 * `selfExclusion`, ADR 043), signed in as player01 on the member centre's page: `selfExclusion.choose` is a
 * section's start button with its first duration (6 months, 24 hours), `selfExclusion.confirm` the
 * confirmation's forward button ("Continue", then "Yes, …"), `selfExclusion.cancel` its "Cancel". An
 * exclusion that never answers waits out the client's timeout (ADR 013) on the runner's fake clock.
 */
import { switchScenario } from '@mocks/reset';
import { getSession } from '@/api/session-store';
import { env } from '@/config/env';
import { selfExclusionPaths } from '../../paths/selfExclusion.paths';
import { signIn } from '../../support/mock-session';
import { within } from '../../support/steps';
import {
  assert,
  checkFailure,
  eventually,
  type ScreenContext,
  type ScreenPlan,
  type StepDef,
} from './replay';

function pageOf(ctx: ScreenContext): Promise<HTMLElement> {
  return ctx.screen.findByRole('region', { name: 'Responsible gaming' }, { timeout: 15_000 });
}

/** A section's start button, with the duration it offers first. */
function choose(section: 'Time-out' | 'Self-exclusion', button: string): StepDef {
  return {
    act: async (ctx) => {
      const region = within(await pageOf(ctx)).getByRole('region', { name: section });
      await ctx.user.click(within(region).getByRole('button', { name: button }));
    },
  };
}

export const selfExclusionScreenPlan: ScreenPlan = {
  suite: selfExclusionPaths,
  scenario: { name: 'default' },
  route: '/?mc=responsibleGaming',
  prepare: async () => signIn('player01'),
  open: async (ctx) => {
    await within(await pageOf(ctx)).findByRole('region', { name: 'Self-exclusion' });
  },
  steps: {
    'selfExclusion.choose#1': choose('Self-exclusion', 'Exclude myself'),
    'selfExclusion.choose#2': choose('Time-out', 'Take a time-out'),
    'selfExclusion.confirm': {
      act: async (ctx, _answers, rest) => {
        // An exclusion that never answers: the mock holds it (the client's timeout ends it, the next step).
        if (rest[0] === 'xstate.error.actor.exclude')
          switchScenario('default', { faults: { 'responsibleGambling.exclude': { kind: 'timeout' } } });
        const dialog = await ctx.screen.findByRole('alertdialog');
        const forward =
          within(dialog).queryByRole('button', { name: 'Continue' }) ??
          within(dialog).getByRole('button', { name: /^Yes, / });
        await ctx.user.click(forward);
      },
    },
    'selfExclusion.cancel': {
      act: async (ctx) => {
        const dialog = await ctx.screen.findByRole('alertdialog');
        await ctx.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      },
    },
    'xstate.done.actor.exclude': {},
    // The mock holds the call (arranged by the confirmation); the client gives up after its timeout.
    'xstate.error.actor.exclude': { advanceMs: env.apiTimeoutMs + 100 },
  },
  settled: (view) => !view.tags.includes('busy'),
  expectView: async (ctx, view) => {
    if (view.tags.includes('done')) {
      // Started: the backend ended the session and the site logged out (the centre goes with it).
      await eventually(() => {
        assert(getSession().token === null, 'still logged in');
        assert(ctx.screen.queryByTestId('visitor-area') !== null, 'no visitor header');
      });
      return;
    }
    const page = await pageOf(ctx);
    await eventually(() => {
      const dialog = within(page).queryByRole('alertdialog');
      if (view.tags.includes('choosing')) {
        assert(dialog === null, 'a confirmation is open');
        assert(within(page).queryByRole('region', { name: 'Self-exclusion' }) !== null, 'no choice');
        return;
      }
      assert(dialog !== null, 'no confirmation');
      const final = view.tags.includes('finalConfirm');
      assert(
        (within(dialog).queryByRole('heading', { name: 'Are you sure?' }) !== null) === final,
        final ? 'not the final confirmation' : 'already the final confirmation',
      );
      // The first confirmation spells out the consequences.
      if (!final) assert(dialog.textContent?.includes('You will be logged out now.'), 'no consequences');
      checkFailure(dialog, view.failure, within(dialog).queryByRole('alert'));
    });
  },
};
