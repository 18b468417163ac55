/**
 * Registration popup ↔ registration machine (golden suite `registration`: username and mobile tabs,
 * SMS verification through the authentication provider, affiliate field shown). Scenario
 * `firebasePhone`: mobile registration with the provider's (fake) SMS codes, so a whole registration
 * runs on screen: the number, "Send code" (the provider), the code, the passwords, the invitation
 * code and the captcha, then "Register" (affiliate check, provider confirmation, register, session).
 */
import { FAKE_CONFIRM_FAILURES, FAKE_PROVIDER_CODE } from '@/auth/fakeAuthProvider';
import { contract } from '@/contracts';
import { affiliateCodes } from '@mocks/seed/accounts.seed';
import { registrationPaths } from '../../paths/registration.paths';
import { confirmAlert, fillCaptcha, fillFields, sendSmsCode, setCheckbox, within } from '../../support/steps';
import {
  assert,
  checkFailure,
  eventually,
  invalidFields,
  type ScreenContext,
  type ScreenPlan,
  type StepDef,
} from './replay';

const TERMS = /terms and conditions/;
/** A code the provider refuses as wrong (the fake's `auth/invalid-verification-code`). */
const WRONG_CODE =
  Object.entries(FAKE_CONFIRM_FAILURES).find(([, code]) => code === 'auth/invalid-verification-code')?.[0] ??
  '000000';
/** A seeded agent's invitation code, and one no agent has. */
const KNOWN_AFFILIATE = affiliateCodes[0].code;
const UNKNOWN_AFFILIATE = 'NOSUCH42';

function dialogOf(ctx: ScreenContext): Promise<HTMLElement> {
  return ctx.screen.findByRole('dialog', { name: 'Register' });
}

/** The outcomes of this submit: the keys up to the next person's submit. */
function outcomesOf(rest: string[]): string[] {
  const next = rest.findIndex((key) => key.startsWith('registration.submit'));
  return next < 0 ? rest : rest.slice(0, next);
}

/**
 * A complete registration on the username tab, as a person fills it top to bottom: what they type
 * decides the outcomes that follow (the code the provider refuses, an invitation code no agent has).
 * The mobile number goes through the provider ("Send code") first, as the SMS code needs.
 */
async function registerFully(ctx: ScreenContext, rest: string[], withAffiliate: boolean): Promise<void> {
  const dialog = await dialogOf(ctx);
  const outcomes = outcomesOf(rest);
  await fillFields(ctx.user, dialog, { Username: 'newplayer1', 'Mobile number': '198765432' });
  await sendSmsCode(ctx.user, dialog);
  const wrongCode = outcomes.includes('xstate.error.actor.confirmProviderCode');
  const affiliate = outcomes.includes('xstate.error.actor.checkAffiliate#1')
    ? UNKNOWN_AFFILIATE
    : KNOWN_AFFILIATE;
  await fillFields(ctx.user, dialog, {
    'SMS code': wrongCode ? WRONG_CODE : FAKE_PROVIDER_CODE,
    Password: 'Passw0rd1',
    'Confirm password': 'Passw0rd1',
    'Invitation code': withAffiliate ? affiliate : '',
  });
  await fillCaptcha(ctx.user, dialog);
  // What the end of the flow must show: a session only when the member info after it loads.
  ctx.memo.session = outcomes.includes('xstate.done.actor.startSession');
  await ctx.user.click(within(dialog).getByRole('button', { name: 'Register' }));
}

const answer: StepDef = {};

export const registrationScreenPlan: ScreenPlan = {
  suite: registrationPaths,
  scenario: { name: 'firebasePhone' },
  route: '/register',
  open: async (ctx) => {
    const dialog = await dialogOf(ctx);
    // The tabs come with the settings: wait for the form (or the settings' failure) first.
    await within(dialog).findByRole('button', { name: /^(Register|Try again)$/ });
    // The scenario prefers the mobile tab; the suite starts on the username tab (preferMobile: false).
    const tab = within(dialog).queryByRole('tab', { name: 'Username' });
    if (tab && tab.getAttribute('aria-selected') !== 'true') await ctx.user.click(tab);
  },
  steps: {
    'xstate.done.actor.loadSettings': answer,
    'xstate.error.actor.loadSettings': {
      arrange: { faults: { 'registration.settings': { kind: 'network' } } },
    },
    'registration.retry': {
      act: async (ctx) =>
        ctx.user.click(within(await dialogOf(ctx)).getByRole('button', { name: 'Try again' })),
    },
    'registration.tab#1': {
      act: async (ctx) => ctx.user.click(within(await dialogOf(ctx)).getByRole('tab', { name: 'Mobile' })),
    },
    'registration.tab#2': {
      act: async (ctx) => ctx.user.click(within(await dialogOf(ctx)).getByRole('tab', { name: 'Username' })),
    },
    'registration.terms#1': {
      act: async (ctx) => setCheckbox(ctx.user, await dialogOf(ctx), TERMS, true),
    },
    'registration.terms#2': {
      act: async (ctx) => {
        const dialog = await dialogOf(ctx);
        // Unticking: tick first when it starts unticked, so the machine hears a change to false.
        await setCheckbox(ctx.user, dialog, TERMS, true);
        await setCheckbox(ctx.user, dialog, TERMS, false);
      },
    },
    'registration.submit#1': { act: (ctx, _answers, rest) => registerFully(ctx, rest, false) },
    'registration.submit#2': { act: (ctx, _answers, rest) => registerFully(ctx, rest, true) },
    'registration.submit#3': {
      act: async (ctx) =>
        ctx.user.click(within(await dialogOf(ctx)).getByRole('button', { name: 'Register' })),
    },
    // Spec 01 §8: the "invitation code error" warning; its OK sends the dismissal.
    'registration.dismiss': { act: (ctx) => confirmAlert(ctx.user, 'Warning', ctx.screen) },
    'xstate.done.actor.checkAffiliate': answer,
    // #1: the code typed belongs to no agent (registerFully types one).
    'xstate.error.actor.checkAffiliate#1': answer,
    'xstate.error.actor.checkAffiliate#2': {
      arrange: { faults: { [contract.registration.affiliate.path]: { kind: 'http500' } } },
    },
    'xstate.done.actor.confirmProviderCode': answer,
    // The code typed is one the provider refuses (registerFully types it).
    'xstate.error.actor.confirmProviderCode': answer,
    'xstate.done.actor.register#1': answer,
    'xstate.done.actor.register#2': {
      machineOnly:
        'a registration answered without a session: the site always asks for one (login: true) and the mock always starts it; no scenario or fault answers success without a token',
    },
    'xstate.error.actor.register': {
      arrange: { faults: { [contract.registration.register.path]: { kind: 'network' } } },
    },
    'xstate.done.actor.startSession': answer,
    'xstate.error.actor.startSession': {
      arrange: { faults: { [contract.member.info.path]: { kind: 'network' } } },
    },
  },
  settled: (view) => !view.tags.includes('busy'),
  expectPending: async (ctx, view) => {
    if (view.value === 'loadingSettings') {
      // Retried: the settings load this time and the form appears.
      await within(await dialogOf(ctx)).findByRole('button', { name: 'Register' });
      return;
    }
    // On the provider's confirmation: the affiliate check let the registration go on (no warning,
    // no failure), and with the fake provider it goes on to its end: the popup closes.
    assert(view.value === 'confirmingProviderCode', `no pending check for ${view.value}`);
    await eventually(() => {
      assert(ctx.screen.queryByRole('alertdialog') === null, 'a warning is open');
      assert(ctx.screen.queryByRole('dialog', { name: 'Register' }) === null, 'the registration stopped');
    });
  },
  expectView: async (ctx, view) => {
    if (view.value === 'registered') {
      // The flow's end: the popup closes on the home page, with a session only when it started.
      await eventually(() =>
        assert(ctx.screen.queryByRole('dialog', { name: 'Register' }) === null, 'the popup is still open'),
      );
      if (ctx.memo.session === true) await ctx.screen.findByTestId('member-area');
      else {
        // The header's visitor area offers the login again (the page may offer its own, named apart).
        within(await ctx.screen.findByTestId('visitor-area')).getByRole('button', { name: 'Log in' });
        assert(ctx.screen.queryByTestId('member-area') === null, 'a session started');
      }
      return;
    }
    if (view.value === 'invitationCodeError') {
      const warning = await ctx.screen.findByRole('alertdialog', { name: 'Warning' });
      checkFailure(warning, view.failure, warning);
      return;
    }
    const dialog = await dialogOf(ctx);
    await eventually(() => {
      if (view.value === 'loadFailed') {
        const alert = within(dialog).queryByRole('alert');
        checkFailure(dialog, view.failure, alert);
        assert(within(dialog).queryByRole('button', { name: 'Try again' }) !== null, 'no "Try again"');
        return;
      }
      if (view.value === 'editing') {
        assert(within(dialog).queryByRole('button', { name: 'Register' }) !== null, 'no registration form');
        assert(ctx.screen.queryByRole('alertdialog') === null, 'a warning is still open');
        const invalid = invalidFields(dialog);
        assert(
          view.invalid.every((name) => invalid.includes(name)),
          `expected invalid fields [${view.invalid.join(', ')}], saw [${invalid.join(', ')}]`,
        );
        // Field messages and the terms warning are alerts of their own; the flow's failure is the form's.
        const failures = within(dialog)
          .queryAllByRole('alert')
          .filter((alert) => alert.id !== 'terms-warning' && !alert.classList.contains('field__error'));
        checkFailure(dialog, view.failure, failures[0] ?? null);
      }
    });
  },
};
