/**
 * The responsible-gaming page's limits ↔ rgLimits machine (golden suite `rgLimits`, ADR 043), signed in as
 * player01 on the member centre's page: `rgLimits.save` is a limit's "Save" with the variant's amount in its
 * field, `rgLimits.retry` the limits' "Try again". A save that never answers waits out the client's
 * timeout (ADR 013) on the runner's fake clock.
 */
import { switchScenario } from '@mocks/reset';
import { env } from '@/config/env';
import { rgLimitsPaths } from '../../paths/rgLimits.paths';
import { signIn } from '../../support/mock-session';
import { within } from '../../support/steps';
import {
  assert,
  checkFailure,
  checkForm,
  eventually,
  type ScreenContext,
  type ScreenPlan,
  type StepDef,
} from './replay';

/** The form's group (legend) and its field's name, per limit. */
const LIMITS = {
  'deposit-24h': 'Deposit limit, 24 hours',
  'session-24h': 'Playing time per day',
} as const;
type LimitField = keyof typeof LIMITS;

function pageOf(ctx: ScreenContext): Promise<HTMLElement> {
  return ctx.screen.findByRole('region', { name: 'Responsible gaming' }, { timeout: 15_000 });
}

async function groupOf(ctx: ScreenContext, field: LimitField): Promise<HTMLElement> {
  return within(await pageOf(ctx)).findByRole('group', { name: LIMITS[field] });
}

/** Types the variant's amount into the limit's field and presses its Save. */
function save(field: LimitField, amount: string): StepDef {
  return {
    act: async (ctx, _answers, rest) => {
      // A save that never answers: the mock holds it (the client's timeout ends it, the next step).
      if (rest[0] === 'xstate.error.actor.saveLimit')
        switchScenario('default', { faults: { 'responsibleGambling.setLimit': { kind: 'timeout' } } });
      const group = await groupOf(ctx, field);
      const input = within(group).getByRole('textbox', {
        name: field.startsWith('session') ? 'New limit in minutes' : 'New limit',
      });
      await ctx.user.clear(input);
      if (amount !== '') await ctx.user.type(input, amount);
      ctx.memo.field = field;
      await ctx.user.click(within(group).getByRole('button', { name: 'Save' }));
    },
  };
}

export const rgLimitsScreenPlan: ScreenPlan = {
  suite: rgLimitsPaths,
  scenario: { name: 'default' },
  route: '/?mc=responsibleGaming',
  prepare: async () => signIn('player01'),
  open: async (ctx) => {
    await pageOf(ctx);
  },
  steps: {
    'xstate.done.actor.loadLimits': {},
    'xstate.error.actor.loadLimits': {
      arrange: { faults: { 'responsibleGambling.limits': { kind: 'network' } } },
    },
    'rgLimits.retry': {
      act: async (ctx) => {
        await ctx.user.click(within(await pageOf(ctx)).getByRole('button', { name: 'Try again' }));
      },
    },
    'rgLimits.save#1': save('deposit-24h', '200'),
    'rgLimits.save#2': save('deposit-24h', '12.345'),
    'rgLimits.save#3': save('session-24h', '2000'),
    'rgLimits.save#4': save('deposit-24h', ''),
    'xstate.done.actor.saveLimit': {},
    // The mock holds the call (arranged by the save); the client gives up after its timeout.
    'xstate.error.actor.saveLimit': { advanceMs: env.apiTimeoutMs + 100 },
  },
  settled: (view) => !view.tags.includes('loading') && !view.tags.includes('busy'),
  expectView: async (ctx, view) => {
    const page = await pageOf(ctx);
    if (view.tags.includes('loadFailed')) {
      await eventually(() => {
        checkFailure(page, view.failure, within(page).queryByRole('alert'));
        assert(within(page).queryByRole('button', { name: 'Try again' }) !== null, 'no Try again');
        assert(within(page).queryByRole('group', { name: LIMITS['deposit-24h'] }) === null, 'limits shown');
      });
      return;
    }
    const field = typeof ctx.memo.field === 'string' ? (ctx.memo.field as LimitField) : null;
    await eventually(() => {
      const group = within(page).getByRole('group', { name: LIMITS[field ?? 'deposit-24h'] });
      checkForm(group, view, field ? { amount: field } : {});
      // A save that went through says so where it was made.
      const saved = within(group).queryByRole('status');
      const answered = field !== null && view.failure === null && view.invalid.length === 0;
      assert(answered === (saved !== null), answered ? 'the save is not confirmed' : 'a save is confirmed');
    });
  },
  expectPending: async (ctx) => {
    // "Try again" loads the limits afresh: the forms come back.
    await groupOf(ctx, 'deposit-24h');
  },
};
