/**
 * Login popup ↔ login machine (golden suite `login`): the site booted on a scenario with every
 * login switch on (SMS tab, free play, social login, provider SMS), as the suite's input says.
 * The agent-page suite (`login (agent page, provider SMS)`) has no screen yet: no page opens the
 * login as the agent login (/agentHome is "coming soon" until the agent centre, a later issue), so it
 * replays on the machine only.
 */
import { mockState } from '@mocks/lib/state';
import { setAuthProvider } from '@/auth';
import type { AuthProvider } from '@/auth/authProvider';
import { createFakeAuthProvider, FAKE_CONFIRM_FAILURES, FAKE_PROVIDER_CODE } from '@/auth/fakeAuthProvider';
import { loginPaths } from '../../paths/login.paths';
import {
  cancelSlider,
  fill,
  fillFields,
  openLogin,
  sendSmsCode,
  sliderChallenge,
  solveSlider,
  within,
} from '../../support/steps';
import {
  assert,
  checkFailure,
  eventually,
  failureText,
  checkInvalidFields,
  type ScreenContext,
  type ScreenPlan,
  type StepDef,
} from './replay';

const DEADLINE = 'a request deadline: proved on the machine, where the harness fires the timer';
/** A code the provider refuses as wrong (the fake's `auth/invalid-verification-code`). */
const WRONG_CODE =
  Object.entries(FAKE_CONFIRM_FAILURES).find(([, code]) => code === 'auth/invalid-verification-code')?.[0] ??
  '000000';
/** The seeded member with a mobile number (+60 123456789). */
const MOBILE = '123456789';

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

/** The path's next step is the person waiting the check out. */
const waitsOut = (rest: string[]): boolean =>
  rest[0]?.startsWith('xstate.after.verificationTimeout') ?? false;

/**
 * The fake provider; `stalls`: its popup or its code check never answers (the person leaves it
 * open), `popupClosed`: the person closes the popup.
 */
function provider(stalls: 'popup' | 'code' | null, popupClosed = false): AuthProvider {
  const fake = createFakeAuthProvider({ popupClosed });
  const never = () => new Promise<never>(() => undefined);
  if (stalls === 'popup') return { ...fake, signInWithPopup: never };
  if (stalls === 'code') return { ...fake, confirmPhoneCode: never };
  return fake;
}

/**
 * The mobile tab with the provider's SMS: the number, "Send code" (the provider sends it), the code
 * it sent (or one it refuses, when the path's next outcome is a refusal), then "Log in".
 */
async function submitMobile(ctx: ScreenContext, rest: string[]): Promise<void> {
  const dialog = await dialogOf(ctx);
  setAuthProvider(provider(waitsOut(rest) ? 'code' : null));
  await fillFields(ctx.user, dialog, { 'Mobile number': MOBILE });
  await sendSmsCode(ctx.user, dialog);
  const refused = rest[0] === 'xstate.error.actor.confirmProviderCode';
  await fillFields(ctx.user, dialog, { 'SMS code': refused ? WRONG_CODE : FAKE_PROVIDER_CODE });
  ctx.memo.expectSession = !refused;
  await ctx.user.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

/**
 * "Google": the provider's popup signs in (or the person closes it, when that is the path's next
 * outcome), then the site logs in with the provider's token.
 */
async function signInWithGoogle(ctx: ScreenContext, answers: string[], rest: string[]): Promise<void> {
  const closed = answers.includes('xstate.error.actor.signInWithProvider');
  setAuthProvider(provider(waitsOut(rest) ? 'popup' : null, closed));
  // The mock backend knows phone tokens only: it refuses a social one, and its refusal is shown.
  ctx.memo.expectSession = false;
  await ctx.user.click(within(await dialogOf(ctx)).getByRole('button', { name: 'Google' }));
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
    'login.submit#1': {
      act: (ctx, _answers, rest) =>
        ctx.memo.tab === 'mobile' ? submitMobile(ctx, rest) : submit(ctx, ...credentials(rest)),
    },
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
          // Named by what it shows: the refresh action over a picture, "Tap to load" after a failure.
          within(await dialogOf(ctx)).getByRole('button', {
            name: /^(Refresh the captcha image|Tap to load)$/,
          }),
        ),
    },
    'login.social': { act: (ctx, answers, rest) => signInWithGoogle(ctx, answers, rest) },
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
    // The provider's answers follow from what the person did (closed the popup, typed a wrong code).
    'xstate.done.actor.signInWithProvider': answer,
    'xstate.error.actor.signInWithProvider': answer,
    'xstate.done.actor.confirmProviderCode': answer,
    'xstate.error.actor.confirmProviderCode': answer,
    'xstate.after.captchaThrottle': { waitMs: 1100 },
    // The person leaves the check (the slider, the provider's popup or code) for 5 minutes.
    'xstate.after.verificationTimeout': { advanceMs: 5 * 60_000 },
    'xstate.after.requestTimeout': { machineOnly: DEADLINE },
  },
  // Waiting for a call is not a resting state; the human verification is (it waits for the person).
  settled: (view) => !view.tags.includes('busy') || view.tags.includes('humanVerification'),
  // A path that ends waiting: after a login the session starts; after the provider's token (or its
  // code) the flow goes on to the server's answer, a session for a phone token, a refusal of a social one.
  expectPending: async (ctx, view) => {
    assert(
      /form: (submitting|confirmingProviderCode|startingSession)/.test(view.value),
      `no pending check for ${view.value}`,
    );
    if (ctx.memo.expectSession === true || view.value.includes('startingSession')) {
      await ctx.screen.findByTestId('member-area');
      return;
    }
    const dialog = await dialogOf(ctx);
    await eventually(() => {
      const error = within(dialog).queryByTestId('login-error');
      assert(error !== null, 'no answer from the server is shown');
      assert(
        !(error.textContent ?? '').includes(failureText('errors:popupClosed') ?? '\u0000'),
        'the provider step failed',
      );
    });
  },
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
      checkInvalidFields(dialog, view.invalid);
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
