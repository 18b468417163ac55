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
    ctx.memo.count = count;
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
    // An unclear failure (ADR 033): the request is lost on its way, unless the check's own step says
    // it took effect (its arrangement comes later in the path, so it wins).
    'xstate.error.actor.placeOrder#1': {
      arrange: { faults: { 'points.redeem': { kind: 'network', once: true } } },
    },
    'xstate.error.actor.placeOrder#2': refusedBy('points.redeem', 'PASSWORD_INCORRECT', 'Incorrect password'),
    // Found: the redeem took effect (its entry is in the redeem history) and only its answer was lost.
    'xstate.done.actor.checkOrder#1': {
      arrange: { faults: { 'points.redeem': { kind: 'answerLost', once: true } } },
    },
    // Not found: no entry since the submit, the points untouched.
    'xstate.done.actor.checkOrder#2': {},
    'xstate.error.actor.checkOrder': {
      arrange: { faults: { 'points.redeemList': { kind: 'http500' } } },
    },
    'points.checkAgain': {
      act: async (ctx) => {
        await ctx.user.click(within(await dialogOf(ctx)).getByRole('button', { name: 'Check again' }));
      },
    },
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
      const redeem = within(dialog).queryByRole('button', { name: 'Redeem' });
      assert(redeem !== null, `the form is not shown: ${dialog.textContent ?? ''}`);
      if (view.value === 'outcomeUnknown') {
        const notice = within(dialog).queryByText('Outcome not confirmed');
        assert(notice?.closest('[role="alert"]'), 'no outcome-unknown notice');
        assert(redeem.hasAttribute('disabled'), 'Redeem can be pressed while the outcome is unknown');
        assert(within(dialog).queryByRole('button', { name: 'Check again' }) !== null, 'no Check again');
        assert(
          within(dialog).queryByRole('button', { name: 'View records' }) !== null,
          'no way to the records',
        );
      } else checkFailure(dialog, view.failure, within(dialog).queryByTestId('points-failure'));
      checkInvalidFields(dialog, view.invalid, FIELD_NAMES);
      if (view.failure === 'errors:nothingSent' || view.value === 'outcomeUnknown') {
        const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
        assert(
          quantity instanceof HTMLInputElement && quantity.value === ctx.memo.count,
          'the quantity typed is lost',
        );
      }
    });
  },
  // The mock answers at once: a path that ends sending shows the receipt; one that ends on another
  // check shows the form back, with nothing found.
  expectPending: async (ctx, view) => {
    const dialog = await dialogOf(ctx);
    if (view.value === 'sending') {
      await eventually(() =>
        assert(
          within(dialog).queryByText(/You redeemed 2 × Lucky Draw Ticket/) !== null,
          'no redeem receipt',
        ),
      );
      return;
    }
    await eventually(() => {
      assert(
        within(dialog).queryByText(/nothing was sent/i) !== null,
        'the form does not say nothing was sent',
      );
      const redeem = within(dialog).getByRole('button', { name: 'Redeem' });
      assert(!redeem.hasAttribute('disabled'), 'Redeem stays disabled after a check that found nothing');
    });
  },
};
