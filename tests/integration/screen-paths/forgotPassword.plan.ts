/**
 * The forgot-password popup ↔ forgotPassword machine (golden suite `forgotPassword`, spec 01 §4):
 * opened from the login popup's "Forgot password?" as a visitor, on the default scenario (phone
 * recovery on, the site's own SMS). The e-mail reset uses player01 and its seeded address; the
 * mobile reset the seeded member with a mobile number (+60 123456789) and the code the mock sent.
 */
import { mockState } from '@mocks/lib/state';
import { fill, fillFields, openLogin, sendSmsCode, within } from '../../support/steps';
import {
  assert,
  checkForm,
  eventually,
  failureText,
  refusedBy,
  type ScreenContext,
  type ScreenPlan,
} from './replay';
import { forgotPasswordPaths } from '../../paths/forgotPassword.paths';

const MOBILE = '123456789';
/** player01's address in the mock's seed (the suite's variant needs only a valid one). */
const EMAIL = 'player01@mail.test';
const TITLE = 'Forgot password';

const popup = (ctx: ScreenContext) => ctx.screen.findByRole('dialog', { name: TITLE });

/** The tab a person picks (the popup opens on E-mail). */
async function pickTab(ctx: ScreenContext, name: 'E-mail' | 'Mobile'): Promise<HTMLElement> {
  const dialog = await popup(ctx);
  await ctx.user.click(within(dialog).getByRole('tab', { name }));
  return dialog;
}

/** The e-mail tab: username and e-mail as the suite's variant says (empty for the invalid one), then Submit. */
function submitEmail(username: string, email: string) {
  return async (ctx: ScreenContext) => {
    const dialog = await pickTab(ctx, 'E-mail');
    ctx.memo.reset = 'email';
    await fill(ctx.user, within(dialog).getByLabelText('Username', { selector: 'input' }), username);
    await fill(ctx.user, within(dialog).getByLabelText('E-mail', { selector: 'input' }), email);
    await ctx.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  };
}

/** The mobile tab: the number, "Send code", the code the mock sent and the new password, then Submit. */
async function resetByMobile(ctx: ScreenContext): Promise<void> {
  const dialog = await pickTab(ctx, 'Mobile');
  ctx.memo.reset = 'mobile';
  await fillFields(ctx.user, dialog, { 'Mobile number': MOBILE });
  await sendSmsCode(ctx.user, dialog);
  await fillFields(ctx.user, dialog, {
    'SMS code': mockState.lastSmsCode() ?? '',
    'New password': 'Newpass12',
  });
  await ctx.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

/** The invalid mobile submit: every field left empty. */
async function submitEmptyMobile(ctx: ScreenContext): Promise<void> {
  const dialog = await pickTab(ctx, 'Mobile');
  await ctx.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

export const forgotPasswordScreenPlan: ScreenPlan = {
  suite: forgotPasswordPaths,
  scenario: { name: 'default' },
  open: async (ctx) => {
    const login = await openLogin(ctx.user, ctx.screen);
    await ctx.user.click(within(login).getByRole('button', { name: 'Forgot password?' }));
    await popup(ctx);
  },
  steps: {
    'forgot.tab#1': { act: async (ctx) => void (await pickTab(ctx, 'Mobile')) },
    'forgot.tab#2': { act: async (ctx) => void (await pickTab(ctx, 'E-mail')) },
    'forgot.submitEmail#1': { act: submitEmail('player01', EMAIL) },
    'forgot.submitEmail#2': { act: submitEmail('', '') },
    'forgot.submitMobile#1': { act: resetByMobile },
    'forgot.submitMobile#2': { act: submitEmptyMobile },
    'xstate.done.actor.sendResetEmail': {},
    'xstate.error.actor.sendResetEmail': {
      arrange: { faults: { 'password.forgotByEmail': { kind: 'http500' } } },
    },
    'xstate.done.actor.setPasswordByPhone': {},
    'xstate.error.actor.setPasswordByPhone': refusedBy(
      'password.setByPhone',
      'US_INCORRECT_USERNAME_PASSWORD_ERROR',
      'wrong',
    ),
    'xstate.done.actor.loginWithNewPassword': {},
    'xstate.error.actor.loginWithNewPassword': {
      arrange: { faults: { 'session.login': { kind: 'network' } } },
    },
  },
  settled: (view) => !view.tags.includes('busy'),
  expectView: async (ctx, view) => {
    if (view.value !== 'done') {
      const dialog = await popup(ctx);
      await eventually(() => checkForm(dialog, view));
      return;
    }
    // The flow's end closes the popup: an e-mail sent or a failure is told in an alert; a mobile
    // reset logs the member in.
    await eventually(() =>
      assert(ctx.screen.queryByRole('dialog', { name: TITLE }) === null, 'the popup is still open'),
    );
    if (ctx.memo.reset === 'mobile' && !view.failure) {
      await eventually(() =>
        assert(ctx.screen.queryByRole('button', { name: 'Log in' }) === null, 'the visitor is not logged in'),
      );
      return;
    }
    const alert = await ctx.screen.findByRole('alertdialog');
    const expected = view.failure ? failureText(view.failure) : 'A password-reset e-mail has been sent.';
    await eventually(() =>
      assert(
        expected !== null && (alert.textContent ?? '').includes(expected),
        `the alert says "${alert.textContent ?? ''}", not "${expected ?? view.failure ?? ''}"`,
      ),
    );
  },
};
