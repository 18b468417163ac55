/**
 * The member centre's Reward center ↔ claim machine (golden suite `claim`), signed in as player01, who
 * has rewards issued to claim: `claim.request` is the first reward's Claim button, `claim.dismiss` is
 * moving to another tab (the page clears its confirmation and failure).
 */
import { claimPaths } from '../../paths/claim.paths';
import { signIn } from '../../support/mock-session';
import { within } from '../../support/steps';
import { assert, checkFailure, eventually, refusedBy, type ScreenContext, type ScreenPlan } from './replay';

const CLAIMED = 'Claimed: the reward is on its way to your balance.';

function pageOf(ctx: ScreenContext): Promise<HTMLElement> {
  return ctx.screen.findByRole('region', { name: 'Reward center' }, { timeout: 15_000 });
}

export const claimScreenPlan: ScreenPlan = {
  suite: claimPaths,
  scenario: { name: 'default' },
  route: '/?mc=rewardCenter',
  prepare: async () => signIn('player01'),
  open: async (ctx) => {
    await within(await pageOf(ctx)).findByRole('list', { name: 'Rewards to claim' });
  },
  steps: {
    'claim.request': {
      act: async (ctx) => {
        const list = await within(await pageOf(ctx)).findByRole('list', { name: 'Rewards to claim' });
        const [button] = within(list).getAllByRole('button', { name: /^Claim / });
        assert(button, 'no reward to claim');
        ctx.memo.claimed = button.getAttribute('aria-label') ?? button.textContent;
        await ctx.user.click(button);
      },
    },
    'claim.dismiss': {
      act: async (ctx) => {
        await ctx.user.click(within(await pageOf(ctx)).getByRole('tab', { name: 'Tickets' }));
        ctx.memo.claimed = undefined;
      },
    },
    'xstate.done.actor.claimReward': {},
    'xstate.error.actor.claimReward': refusedBy(
      'promotions.claimIssued',
      'PROMOTION_ALREADY_CLAIMED',
      'You have already joined this promotion',
    ),
  },
  settled: (view) => !view.tags.includes('busy'),
  expectView: async (ctx, view) => {
    const page = await pageOf(ctx);
    const claimed = typeof ctx.memo.claimed === 'string' ? ctx.memo.claimed : null;
    await eventually(() => {
      checkFailure(page, view.failure, within(page).queryByTestId('rewards-failure'));
      const status = within(page).queryByText(CLAIMED);
      if (view.failure === null && claimed) {
        // The claim went through: the page says so and the reward has left the list.
        assert(status !== null, 'the page does not say the reward was claimed');
        assert(
          within(page).queryByRole('button', { name: claimed }) === null,
          `"${claimed}" is still offered`,
        );
      } else {
        assert(status === null, 'the page says a reward was claimed');
      }
    });
  },
};
