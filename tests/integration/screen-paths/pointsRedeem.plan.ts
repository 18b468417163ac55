/**
 * The redeem form of /pointMall ↔ points order machine (golden suite `pointsRedeem`), signed in as
 * player01 on "Lucky Draw Ticket" (500 points; player01 holds at least 1000, so the suite's "2" is
 * affordable and its refusals are the typing's own).
 */
import { signIn } from '../../support/mock-session';
import { pointsRedeemPaths } from '../../paths/pointsOrder.paths';
import { fill, within } from '../../support/steps';
import {
  assert,
  checkFailure,
  eventually,
  checkInvalidFields,
  refusedBy,
  type ScreenContext,
  type ScreenPlan,
} from './replay';

const REWARD = 'Lucky Draw Ticket';
/** The machine's field names → the form's. */
const FIELD_NAMES: Readonly<Record<string, string>> = { count: 'quantity', password: 'password' };

function dialogOf(ctx: ScreenContext): Promise<HTMLElement> {
  return ctx.screen.findByRole('dialog', { name: `Redeem ${REWARD}` });
}

/** Types the submitted quantity and password, as the suite's variant says, and presses Redeem. */
function submit(count: string, password: string) {
  return async (ctx: ScreenContext) => {
    const dialog = await dialogOf(ctx);
    await fill(ctx.user, within(dialog).getByRole('textbox', { name: 'Quantity' }), count);
    await fill(ctx.user, within(dialog).getByLabelText('Login password'), password);
    await ctx.user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
  };
}

export const pointsRedeemScreenPlan: ScreenPlan = {
  suite: pointsRedeemPaths,
  scenario: { name: 'default' },
  route: '/pointMall',
  prepare: async () => signIn('player01'),
  open: async (ctx) => {
    await ctx.user.click(await ctx.screen.findByRole('button', { name: `Redeem: ${REWARD}` }));
    await dialogOf(ctx);
  },
  steps: {
    'points.submit#1': { act: submit('2', 'Passw0rd1') },
    'points.submit#3': { act: submit('1.5', 'Passw0rd1') },
    'points.submit#4': { act: submit('1', '') },
    'points.again': {
      machineOnly: 'the screen starts another redeem as a new form (a new machine) after closing this one',
    },
    'xstate.done.actor.placeOrder': {},
    'xstate.error.actor.placeOrder': refusedBy('points.redeem', 'PASSWORD_INCORRECT', 'Incorrect password'),
  },
  settled: (view) => !view.tags.includes('busy'),
  expectView: async (ctx, view) => {
    const dialog = await dialogOf(ctx);
    await eventually(() => {
      if (view.value === 'done') {
        assert(
          within(dialog).queryByText(/You redeemed 2 × Lucky Draw Ticket/) !== null,
          'no redeem receipt',
        );
        return;
      }
      assert(
        within(dialog).queryByRole('button', { name: 'Redeem' }) !== null,
        `the form is not shown: ${dialog.textContent ?? ''}`,
      );
      checkFailure(dialog, view.failure, within(dialog).queryByTestId('points-failure'));
      checkInvalidFields(dialog, view.invalid, FIELD_NAMES);
    });
  },
};
