/**
 * The change-password popup ↔ changePassword machine (golden suite `changePassword`, the old password
 * not known): opened from My account's profile in the member centre, signed in as player01.
 */
import { changePasswordPaths } from '../../paths/changePassword.paths';
import { signIn } from '../../support/mock-session';
import { fill, within } from '../../support/steps';
import { checkForm, eventually, assert, refusedBy, type ScreenContext, type ScreenPlan } from './replay';

const popup = (ctx: ScreenContext) => ctx.screen.findByRole('dialog', { name: 'Change password' });

/** Types the three passwords as the suite's variant says and presses Change password. */
function submit(oldPassword: string, newPassword: string, confirmPassword: string) {
  return async (ctx: ScreenContext) => {
    const dialog = await popup(ctx);
    await fill(ctx.user, within(dialog).getByLabelText('Old password'), oldPassword);
    await fill(ctx.user, within(dialog).getByLabelText('New password'), newPassword);
    await fill(ctx.user, within(dialog).getByLabelText('Confirm password'), confirmPassword);
    await ctx.user.click(within(dialog).getByRole('button', { name: 'Change password' }));
  };
}

export const changePasswordScreenPlan: ScreenPlan = {
  suite: changePasswordPaths,
  scenario: { name: 'default' },
  route: '/?mc=securityCenter',
  prepare: async () => signIn('player01'),
  open: async (ctx) => {
    const centre = await ctx.screen.findByRole('dialog', { name: 'Personal center' }, { timeout: 15_000 });
    await ctx.user.click(await within(centre).findByRole('button', { name: 'Change login password' }));
    const dialog = await popup(ctx);
    // The popup is the top layer once focus is in it (ADR 017); typing before that, in a browser, has
    // its focus pulled back to the centre underneath.
    await eventually(() =>
      assert(dialog.contains(dialog.ownerDocument.activeElement), 'focus is not in the popup'),
    );
  },
  steps: {
    'password.submit#1': { act: submit('Passw0rd1', 'Newpass12', 'Newpass12') },
    'password.submit#2': { act: submit('', 'x', 'y') },
    'xstate.done.actor.changePassword': {},
    'xstate.error.actor.changePassword': refusedBy(
      'password.change',
      'US_INCORRECT_USERNAME_PASSWORD_ERROR',
      'wrong',
    ),
  },
  settled: (view) => !view.tags.includes('busy'),
  expectView: async (ctx, view) => {
    if (view.value === 'changed') {
      // The popup closes and the site goes home.
      await eventually(() =>
        assert(ctx.screen.queryByRole('dialog', { name: 'Change password' }) === null, 'the popup is open'),
      );
      return;
    }
    const dialog = await popup(ctx);
    await eventually(() => {
      checkForm(dialog, view);
    });
  },
};
