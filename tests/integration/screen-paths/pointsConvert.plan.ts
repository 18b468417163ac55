/**
 * The Convert tab of /pointMall ↔ points order machine (golden suite `pointsConvert`), signed in as
 * player01 with 1000 points, as the suite's input (the mock's ratio: 100 points = 1.00, at least 100).
 */
import { db } from '@mocks/node';
import { findMemberByAccount } from '@mocks/lib/accounts';
import { pointAccountFor } from '@mocks/handlers/points.handlers';
import { signIn } from '../../support/mock-session';
import { pointsConvertPaths } from '../../paths/pointsOrder.paths';
import { fill, within } from '../../support/steps';
import { assert, checkForm, eventually, refusedBy, type ScreenContext, type ScreenPlan } from './replay';

const POINTS = 1000;
/** The machine's field names → the form's. */
const FIELD_NAMES: Readonly<Record<string, string>> = { count: 'points', password: 'password' };

function formOf(ctx: ScreenContext): Promise<HTMLElement> {
  return ctx.screen.findByRole('form', { name: 'Convert points to wallet balance' });
}

/** Types the points and the password, as the suite's variant says, and presses Convert. */
function submit(count: string, password: string) {
  return async (ctx: ScreenContext) => {
    const form = await formOf(ctx);
    await fill(ctx.user, within(form).getByRole('textbox', { name: 'Points to convert' }), count);
    await fill(ctx.user, within(form).getByLabelText('Login password'), password);
    await ctx.user.click(within(form).getByRole('button', { name: 'Convert' }));
  };
}

export const pointsConvertScreenPlan: ScreenPlan = {
  suite: pointsConvertPaths,
  scenario: { name: 'default' },
  route: '/pointMall',
  prepare: async () => {
    signIn('player01');
    const member = findMemberByAccount('player01');
    if (!member) throw new Error('no player01');
    const account = pointAccountFor(member);
    db.pointAccount.update({ where: { id: { equals: account.id } }, data: { balance: POINTS } });
  },
  open: async (ctx) => {
    await ctx.user.click(await ctx.screen.findByRole('tab', { name: 'Convert' }));
    await formOf(ctx);
  },
  steps: {
    'points.submit#1': { act: submit('250', 'Passw0rd1') },
    'points.submit#2': { act: submit('50', 'Passw0rd1') },
    'points.submit#3': { act: submit('1001', 'Passw0rd1') },
    'points.submit#4': { act: submit('', '') },
    // "Convert more" starts a fresh form from the balance as it is now.
    'points.again': {
      act: async (ctx) => {
        await ctx.user.click(await ctx.screen.findByRole('button', { name: 'Convert more' }));
      },
    },
    'xstate.done.actor.placeOrder': {},
    'xstate.error.actor.placeOrder': refusedBy('points.convert', 'POINT_INSUFFICIENT', 'Insufficient points'),
  },
  settled: (view) => !view.tags.includes('busy'),
  expectView: async (ctx, view) => {
    if (view.value === 'done') {
      await eventually(() =>
        assert(
          ctx.screen.queryByText('250 points converted: P 2.50 added to your wallet.') !== null,
          'no conversion receipt',
        ),
      );
      return;
    }
    const form = await formOf(ctx);
    await eventually(() => {
      checkForm(form, view, FIELD_NAMES);
    });
  },
};
