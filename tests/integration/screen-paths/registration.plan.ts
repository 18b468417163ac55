/**
 * Registration popup ↔ registration machine (golden suite `registration`: username and mobile tabs,
 * SMS verification through the authentication provider, affiliate field shown). Scenario
 * `firebasePhone`: mobile registration with the provider's (fake) SMS codes.
 */
import { registrationPaths } from '../../paths/registration.paths';
import { within } from '../../support/steps';
import {
  assert,
  checkFailure,
  eventually,
  invalidFields,
  type ScreenContext,
  type ScreenPlan,
} from './replay';

const DEADLINE = 'a request deadline: proved on the machine, where the harness fires the timer';
const NOT_MAPPED =
  'a complete registration (provider SMS code, affiliate check, register) is not mapped to screen steps yet';

function dialogOf(ctx: ScreenContext): Promise<HTMLElement> {
  return ctx.screen.findByRole('dialog', { name: 'Register' });
}

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
    'xstate.done.actor.loadSettings': {},
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
      act: async (ctx) => {
        const box = within(await dialogOf(ctx)).getByRole('checkbox', { name: /terms and conditions/ });
        if (!(box as HTMLInputElement).checked) await ctx.user.click(box);
      },
    },
    'registration.terms#2': {
      act: async (ctx) => {
        const box = within(await dialogOf(ctx)).getByRole('checkbox', { name: /terms and conditions/ });
        // Unticking: tick first when it starts unticked, so the machine hears a change to false.
        if (!(box as HTMLInputElement).checked) await ctx.user.click(box);
        await ctx.user.click(box);
      },
    },
    'registration.submit#3': {
      act: async (ctx) =>
        ctx.user.click(within(await dialogOf(ctx)).getByRole('button', { name: 'Register' })),
    },
    'registration.submit#1': { machineOnly: NOT_MAPPED },
    'registration.submit#2': { machineOnly: NOT_MAPPED },
    'registration.dismiss': { machineOnly: NOT_MAPPED },
    'xstate.after.requestTimeout': { machineOnly: DEADLINE },
  },
  settled: (view) => !view.tags.includes('busy'),
  expectView: async (ctx, view) => {
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
        const invalid = invalidFields(dialog);
        assert(
          view.invalid.every((name) => invalid.includes(name)),
          `expected invalid fields [${view.invalid.join(', ')}], saw [${invalid.join(', ')}]`,
        );
      }
    });
  },
};
