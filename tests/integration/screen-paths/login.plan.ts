/**
 * Login popup ↔ login machine (golden suite `login`): the site booted on a scenario with every
 * login switch on (SMS tab, free play, social login, provider SMS), as the suite's input says.
 */
import { mockState } from '@mocks/lib/state';
import { loginPaths } from '../../paths/login.paths';
import { cancelSlider, fill, openLogin, sliderChallenge, solveSlider, within } from '../../support/steps';
import {
  assert,
  checkFailure,
  eventually,
  invalidFields,
  type ScreenContext,
  type ScreenPlan,
  type StepDef,
} from './replay';

const PROVIDER = 'the authentication provider (popup or SMS code) runs outside the WPS mock';
const DEADLINE = 'a request deadline: proved on the machine, where the harness fires the timer';

function dialogOf(ctx: ScreenContext): Promise<HTMLElement> {
  return ctx.screen.findByRole('dialog', { name: 'Login' });
}

/** The credentials a person types to get the outcomes of this submit (up to the next one). */
function credentials(rest: string[]): [string, string] {
  const next = rest.findIndex((key) => key.startsWith('login.submit'));
  const answers = next < 0 ? rest : rest.slice(0, next);
  if (answers.some((a) => a.startsWith('xstate.error.actor.submitLogin#1')))
    return ['player01', 'wrong-pass1'];
  if (answers.some((a) => a.startsWith('xstate.error.actor.submitLogin#2')))
    return ['player01', 'wrong-pass1'];
  if (answers.includes('xstate.done.actor.submitLogin#2')) return ['expired01', 'Passw0rd1'];
  if (answers.includes('xstate.done.actor.startSession#2')) return ['agent1', 'Passw0rd1'];
  return ['player01', 'Passw0rd1'];
}

async function submit(ctx: ScreenContext, username: string, password: string): Promise<void> {
  const dialog = await dialogOf(ctx);
  if (ctx.memo.tab === 'mobile') {
    // The mobile tab's fields are the number and the code; the suite's invalid submit leaves both empty.
    await fill(ctx.user, within(dialog).getByLabelText('Mobile number', { selector: 'input' }), '');
  } else {
    await fill(ctx.user, await within(dialog).findByLabelText('Username', { selector: 'input' }), username);
    await fill(ctx.user, within(dialog).getByLabelText('Password', { selector: 'input' }), password);
  }
  const captcha = within(dialog).queryByRole('textbox', { name: 'Captcha' });
  // The suite's valid form carries a captcha answer; a person reads it off the image.
  if (captcha && username) await fill(ctx.user, captcha, mockState.lastCaptchaAnswer() ?? 'ab12');
  await ctx.user.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

const answer: StepDef = {};

export const loginScreenPlan: ScreenPlan = {
  suite: loginPaths,
  scenario: {
    name: 'default',
    overrides: { whitelabel: { FREEPLAY3: true, MOBILEVERCODELOGIN3: true, SOCIALLOGIN3: true } },
  },
  open: async (ctx) => {
    ctx.memo.tab = 'username';
    await openLogin(ctx.user, ctx.screen);
  },
  steps: {
    'login.tab#1': {
      act: async (ctx) => {
        await ctx.user.click(within(await dialogOf(ctx)).getByRole('tab', { name: 'Mobile' }));
        ctx.memo.tab = 'mobile';
      },
    },
    'login.tab#2': {
      act: async (ctx) => {
        await ctx.user.click(within(await dialogOf(ctx)).getByRole('tab', { name: 'Username' }));
        ctx.memo.tab = 'username';
      },
    },
    'login.submit#1': { act: (ctx, _answers, rest) => submit(ctx, ...credentials(rest)) },
    'login.submit#2': { act: (ctx) => submit(ctx, 'weak01', '123456') },
    'login.submit#3': { act: (ctx) => submit(ctx, '', '') },
    'verification.passed': { act: (ctx) => solveSlider(ctx.user, ctx.screen) },
    'verification.cancelled': { act: (ctx) => cancelSlider(ctx.user, ctx.screen) },
    'login.freePlay': {
      act: async (ctx) =>
        ctx.user.click(within(await dialogOf(ctx)).getByRole('button', { name: 'Free play' })),
    },
    'login.captchaRefresh': {
      act: async (ctx) =>
        ctx.user.click(
          within(await dialogOf(ctx)).getByRole('button', { name: 'Refresh the captcha image' }),
        ),
    },
    'login.social': { machineOnly: PROVIDER },
    'captcha.needed': {
      machineOnly: 'raised by the machine itself when a failed login asks for the captcha',
    },
    'xstate.done.actor.submitLogin': answer,
    'xstate.error.actor.submitLogin#1': answer,
    'xstate.error.actor.submitLogin#2': { arrange: { captchaAfterFailures: 0 } },
    'xstate.error.actor.submitLogin#3': { arrange: { faults: { 'session.login': { kind: 'network' } } } },
    'xstate.done.actor.startSession#1': answer,
    'xstate.done.actor.startSession#2': answer,
    'xstate.done.actor.startSession#3': { machineOnly: 'the mock has no member of an unknown type (999)' },
    'xstate.error.actor.startSession': { arrange: { faults: { 'member.info': { kind: 'network' } } } },
    'xstate.done.actor.freePlayLogin': answer,
    'xstate.error.actor.freePlayLogin': { arrange: { faults: { 'session.freePlay': { kind: 'http500' } } } },
    'xstate.done.actor.loadCaptcha': answer,
    'xstate.error.actor.loadCaptcha': { arrange: { faults: { 'session.captcha': { kind: 'network' } } } },
    'xstate.done.actor.signInWithProvider': { machineOnly: PROVIDER },
    'xstate.error.actor.signInWithProvider': { machineOnly: PROVIDER },
    'xstate.done.actor.confirmProviderCode': { machineOnly: PROVIDER },
    'xstate.error.actor.confirmProviderCode': { machineOnly: PROVIDER },
    'xstate.after.captchaThrottle': { waitMs: 1100 },
    'xstate.after.verificationTimeout': { machineOnly: `${DEADLINE} (5 minutes)` },
    'xstate.after.requestTimeout': { machineOnly: DEADLINE },
  },
  // Waiting for a call is not a resting state; the human verification is (it waits for the person).
  settled: (view) => !view.tags.includes('busy') || view.tags.includes('humanVerification'),
  expectView: async (ctx, view) => {
    if (view.value === 'loggedIn') {
      await ctx.screen.findByTestId('member-area');
      await eventually(() =>
        assert(ctx.screen.queryByRole('dialog', { name: 'Login' }) === null, 'the login popup is still open'),
      );
      return;
    }
    if (view.value === 'passwordChangeRequired') {
      await ctx.screen.findByRole('dialog', { name: 'Change password' });
      return;
    }
    const dialog = await dialogOf(ctx);
    if (view.value.includes('form: verifying')) await sliderChallenge(ctx.screen);
    await eventually(() => {
      if (!view.value.includes('form: verifying')) {
        assert(ctx.screen.queryByTestId('slider-challenge') === null, 'the security check is still shown');
      }
      checkFailure(dialog, view.failure, within(dialog).queryByTestId('login-error'));
      const invalid = invalidFields(dialog);
      assert(
        invalid.join() === view.invalid.join(),
        `expected invalid fields [${view.invalid.join(', ')}], saw [${invalid.join(', ')}]`,
      );
      const captchaField = within(dialog).queryByRole('textbox', { name: 'Captcha' });
      if (view.value.includes('captcha: hidden')) assert(captchaField === null, 'the captcha field is shown');
      else assert(captchaField !== null, 'the captcha field is missing');
      if (view.value.includes('captcha: shown')) {
        assert(within(dialog).queryByRole('img', { name: 'Captcha image' }) !== null, 'no captcha image');
      }
      if (view.value.includes('captcha: failed')) {
        assert(within(dialog).queryByText('Tap to load') !== null, 'no "Tap to load" on the failed captcha');
      }
    });
  },
};
