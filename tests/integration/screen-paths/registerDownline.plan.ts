/**
 * The agent centre's Account page, Register a downline ↔ register downline machine (golden suite
 * `registerDownline`), signed in as agent1, whose own rebates (slots 1.5 %, live casino 1 %) are the
 * suite's limits.
 */
import { DEFAULT_PASSWORD } from '@mocks/scenarios';
import { registerDownlinePaths } from '../../paths/registerDownline.paths';
import { signIn } from '../../support/mock-session';
import { fill, within } from '../../support/steps';
import {
  assert,
  checkFailure,
  checkInvalidFields,
  eventually,
  refusedBy,
  type ScreenContext,
  type ScreenPlan,
} from './replay';

const AGENT = 'agent1';

interface Downline {
  username: string;
  password: string;
  confirmPassword: string;
  /** Per product, by the field's product name. */
  rebates: Record<string, string>;
}
const NEW: Downline = {
  username: 'newteam7',
  password: 'abc12345',
  confirmPassword: 'abc12345',
  rebates: {},
};

function panelOf(ctx: ScreenContext): Promise<HTMLElement> {
  return ctx.screen.findByRole('tabpanel', { name: 'Register a downline' }, { timeout: 15_000 });
}

/** The form, found through its first field (the tab panel names it). */
async function formOf(ctx: ScreenContext): Promise<HTMLFormElement> {
  const username = await within(await panelOf(ctx)).findByRole('textbox', { name: 'Username' });
  const form = username instanceof HTMLInputElement ? username.form : null;
  assert(form, 'the username is not in a form');
  return form;
}

/** Types the suite's downline (a member) and presses Register. */
function submit(downline: Downline) {
  return async (ctx: ScreenContext) => {
    const form = await formOf(ctx);
    await fill(ctx.user, within(form).getByRole('textbox', { name: 'Username' }), downline.username);
    await fill(ctx.user, within(form).getByLabelText('Password'), downline.password);
    await fill(ctx.user, within(form).getByLabelText('Confirm password'), downline.confirmPassword);
    for (const [product, rebate] of Object.entries(downline.rebates))
      await fill(ctx.user, within(form).getByRole('textbox', { name: `${product} rebate (%)` }), rebate);
    await ctx.user.click(within(form).getByRole('button', { name: 'Register' }));
  };
}

export const registerDownlineScreenPlan: ScreenPlan = {
  suite: registerDownlinePaths,
  scenario: {
    name: 'default',
    overrides: { suggestedLogin: { username: AGENT, password: DEFAULT_PASSWORD } },
  },
  route: '/?ac=registerCenter',
  prepare: async () => signIn(AGENT),
  open: async (ctx) => {
    await formOf(ctx);
  },
  steps: {
    'downline.submit#1': { act: submit(NEW) },
    'downline.submit#2': { act: submit({ ...NEW, username: 'ab', confirmPassword: 'abc99999' }) },
    'downline.submit#3': { act: submit({ ...NEW, rebates: { Slots: '1.5', 'Live casino': '1.5' } }) },
    'downline.another': {
      act: async (ctx) => {
        await ctx.user.click(within(await panelOf(ctx)).getByRole('button', { name: 'Register a downline' }));
      },
    },
    'xstate.done.actor.sendDownline': {},
    'xstate.error.actor.sendDownline': refusedBy(
      'agent.registerDownline',
      'US_CUSTOMER_EXIST_ERROR',
      'Username already exists',
    ),
  },
  settled: (view) => !view.tags.includes('busy'),
  expectView: async (ctx, view) => {
    const panel = await panelOf(ctx);
    await eventually(() => {
      if (view.tags.includes('registered')) {
        assert(
          within(panel).queryByText('newteam7 is registered and appears in Team management.'),
          'no registration notice',
        );
        return;
      }
      const username = within(panel).getByRole('textbox', { name: 'Username' });
      const form = username instanceof HTMLInputElement ? username.form : null;
      assert(form, 'the username is not in a form');
      checkInvalidFields(form, view.invalid);
      checkFailure(form, view.failure, within(form).queryByTestId('downline-failure'));
    });
  },
  // The mock answers at once: a path that ends sending shows the registration.
  expectPending: async (ctx) => {
    const panel = await panelOf(ctx);
    await eventually(() =>
      assert(
        within(panel).queryByText('newteam7 is registered and appears in Team management.'),
        'no registration notice',
      ),
    );
  },
};
