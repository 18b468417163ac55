/**
 * The reality check over the site ↔ realityCheck machine (golden suite `realityCheck`, 15 minutes). The
 * site starts on the member centre's responsible-gaming page (`/?mc=responsibleGaming`), where the
 * interval is chosen; the check's dialog comes up over it when the fake clock jumps the interval.
 */
import { api } from '@/api/instance';
import { setSession } from '@/api/session-store';
import { contract } from '@/contracts';
import type { ParsedView } from '../../paths/harness';
import { realityCheckPaths } from '../../paths/realityCheck.paths';
import { within } from '../../support/steps';
import { assert, eventually, type ScreenContext, type ScreenPlan, type StepDef } from './replay';

const INTERVAL_MS = 15 * 60_000;

const MODAL =
  'the check is a modal layer: the page behind it, where the interval is chosen, is inert until it is answered';

const dialogOf = (ctx: ScreenContext) => ctx.screen.queryByRole('dialog', { name: 'Reality check' });

async function answer(ctx: ScreenContext, name: 'Continue' | 'Stop playing'): Promise<void> {
  const dialog = await ctx.screen.findByRole('dialog', { name: 'Reality check' });
  const button = within(dialog).getByRole('button', { name });
  await eventually(() => assert(!button.hasAttribute('disabled'), `${name} is not enabled yet`));
  await ctx.user.click(button);
}

/** A choice on the page's "Reality check" section (only while no check is up). */
function choose(label: string): StepDef {
  return {
    act: async (ctx) => {
      const section = await ctx.screen.findByRole('region', { name: 'Reality check' });
      await ctx.user.click(within(section).getByRole('radio', { name: label }));
      await within(section).findByRole('status');
    },
    machineOnly: (before: ParsedView) => (before.tags.includes('dialog') ? MODAL : null),
  };
}

export const realityCheckScreenPlan: ScreenPlan = {
  suite: realityCheckPaths,
  scenario: { name: 'default' },
  route: '/?mc=responsibleGaming',
  // player01 with the check at 15 minutes, as the suite's input.
  prepare: async () => {
    const value = await api.call(contract.session.login, {
      body: { username: 'player01', password: 'Passw0rd1', type: 'username' },
    });
    setSession({ token: value.token, username: 'player01', account: 'player01' });
    await api.call(contract.responsibleGambling.setRealityCheck, { body: { realityCheck: 15 } });
  },
  open: async (ctx) => {
    const section = await ctx.screen.findByRole('region', { name: 'Reality check' }, { timeout: 8000 });
    await eventually(() =>
      assert(
        (within(section).getByRole('radio', { name: '15 minutes' }) as HTMLInputElement).checked,
        'the saved interval is not shown',
      ),
    );
  },
  steps: {
    'reality.configure#1': choose('Off'),
    'reality.configure#2': choose('30 minutes'),
    'reality.continue': { act: (ctx) => answer(ctx, 'Continue') },
    'reality.stop': { act: (ctx) => answer(ctx, 'Stop playing') },
    // The interval is minutes: the runner's fake clock jumps it. An act, so the figures' outcome that
    // follows is arranged on the mock before the jump.
    'xstate.after.interval': {
      advanceMs: INTERVAL_MS,
      act: async (ctx) => {
        assert(ctx.advance, 'no fake clock');
        await ctx.advance(INTERVAL_MS);
      },
    },
    'xstate.done.actor.loadFigures': {},
    'xstate.error.actor.loadFigures': {
      arrange: { faults: { 'responsibleGambling.session': { kind: 'network' } } },
    },
  },
  settled: (view) => !view.tags.includes('busy'),
  expectView: async (ctx, view) => {
    await eventually(() => {
      const dialog = dialogOf(ctx);
      switch (view.value) {
        case 'counting':
        case 'off':
          assert(dialog === null, 'the reality check is up before its time');
          break;
        case 'due': {
          assert(dialog !== null, 'expected the reality check');
          const text = dialog.textContent ?? '';
          if (view.failure) {
            const alert = within(dialog).queryByRole('alert');
            assert(alert?.textContent?.includes('could not be loaded'), 'expected the figures failure');
          } else {
            assert(/Time since login/.test(text) && /Net position/.test(text), 'expected the figures');
            assert(/P\s?-?[\d,]+\.\d\d/.test(text), 'expected money in the figures');
          }
          break;
        }
        case 'stopped':
          assert(dialog === null, 'the check is still up');
          assert(
            ctx.screen.queryAllByRole('button', { name: 'Log in' }).length > 0,
            'expected the player logged out (Log in in the header)',
          );
          break;
        default:
          throw new Error(`no view check for ${view.value}`);
      }
    });
  },
};
