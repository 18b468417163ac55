/**
 * A promotion's application form on /promoDetail ↔ promotionApply machine (golden suite
 * `promotionApply`), signed in as player01: the remark, the pictures through the picture picker,
 * Apply; the mock's answer arranged per path.
 */
import { promotionApplyPaths } from '../../paths/promotionApply.paths';
import { signIn } from '../../support/mock-session';
import { fill, within } from '../../support/steps';
import {
  assert,
  checkForm,
  eventually,
  refusedBy,
  PICKER_REFUSES,
  picture,
  type ScreenContext,
  type ScreenPlan,
} from './replay';

const SENT = /Your application was sent/;

function formOf(ctx: ScreenContext): Promise<HTMLElement> {
  return ctx.screen.findByRole('form', { name: 'Apply for this promotion' }, { timeout: 15_000 });
}

/** Writes the suite's remark, adds its pictures through the picker and presses Apply. */
function submit(remark: string, pictures: readonly string[] = []) {
  return async (ctx: ScreenContext) => {
    const form = await formOf(ctx);
    await fill(ctx.user, within(form).getByRole('textbox', { name: 'Remark (optional)' }), remark);
    if (pictures.length > 0)
      await ctx.user.upload(within(form).getByLabelText('Add picture'), pictures.map(picture));
    await ctx.user.click(within(form).getByRole('button', { name: 'Apply' }));
  };
}

export const promotionApplyScreenPlan: ScreenPlan = {
  suite: promotionApplyPaths,
  scenario: { name: 'default' },
  route: '/promoDetail?id=1',
  prepare: async () => signIn('player01'),
  open: async (ctx) => {
    await formOf(ctx);
  },
  steps: {
    'apply.submit#1': { act: submit('Deposited 500 on Monday', ['slip.png']) },
    'apply.submit#2': { act: submit('x'.repeat(141)) },
    'apply.submit#3': { machineOnly: PICKER_REFUSES },
    'apply.submit#4': { machineOnly: PICKER_REFUSES },
    'xstate.done.actor.sendApplication': {},
    'xstate.error.actor.sendApplication': refusedBy(
      'promotions.apply',
      'PROMOTION_ALREADY_APPLIED',
      'You have already applied for this promotion',
    ),
  },
  settled: (view) => !view.tags.includes('busy'),
  expectView: async (ctx, view) => {
    if (view.value === 'applied') {
      await eventually(() => assert(ctx.screen.queryByText(SENT) !== null, 'no "application sent"'));
      return;
    }
    const form = await formOf(ctx);
    await eventually(() => {
      checkForm(form, view);
    });
  },
  // The mock answers at once: a path that ends while sending shows the application sent.
  expectPending: async (ctx) => {
    await eventually(() => assert(ctx.screen.queryByText(SENT) !== null, 'no "application sent"'));
  },
};
