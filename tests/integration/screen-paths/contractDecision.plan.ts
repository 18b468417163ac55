/**
 * The agent centre's Daily salary ↔ contract decision machine (golden suite `contractDecision`), signed in
 * as agent1, to whom the mock offers daily-salary contracts: `contract.choose` is a row's Accept (or
 * Reject, Terminate) button, the confirmation is the site's "Please confirm" dialog.
 */
import { DEFAULT_PASSWORD } from '@mocks/scenarios';
import { contractDecisionPaths } from '../../paths/contractDecision.paths';
import { signIn } from '../../support/mock-session';
import { within } from '../../support/steps';
import { assert, checkFailure, eventually, refusedBy, type ScreenContext, type ScreenPlan } from './replay';

const AGENT = 'agent1';
const ACTION_NAMES = { ACCEPT: 'Accept', REJECT: 'Reject', TERMINATE: 'Terminate' } as const;
const DONE = { ACCEPT: 'accepted', REJECT: 'rejected', TERMINATE: 'terminated' } as const;
type Action = keyof typeof ACTION_NAMES;

function pageOf(ctx: ScreenContext): Promise<HTMLElement> {
  return ctx.screen.findByRole('region', { name: 'Daily salary' }, { timeout: 15_000 });
}

/** Presses the first row's button for `action`, remembering which downline it was and what was asked. */
function choose(action: Action) {
  return async (ctx: ScreenContext) => {
    const page = await pageOf(ctx);
    const prefix = `${ACTION_NAMES[action]} the contract with `;
    const [button] = await within(page).findAllByRole('button', { name: new RegExp(`^${prefix}`) });
    assert(button, `no contract to ${action}`);
    ctx.memo.downline = (button.getAttribute('aria-label') ?? '').slice(prefix.length);
    ctx.memo.action = action;
    await ctx.user.click(button);
  };
}

const confirmation = (ctx: ScreenContext) => ctx.screen.queryByRole('dialog', { name: 'Please confirm' });

async function answer(ctx: ScreenContext, button: 'OK' | 'Cancel'): Promise<void> {
  const dialog = await ctx.screen.findByRole('dialog', { name: 'Please confirm' });
  await ctx.user.click(within(dialog).getByRole('button', { name: button }));
  if (button === 'OK') ctx.memo.sent = true;
}

const NOT_OFFERED = 'the page offers no button for an answer the contract’s status does not take';

export const contractDecisionScreenPlan: ScreenPlan = {
  suite: contractDecisionPaths,
  scenario: {
    name: 'default',
    overrides: { suggestedLogin: { username: AGENT, password: DEFAULT_PASSWORD } },
  },
  route: '/?ac=agentDailyWages2',
  prepare: async () => signIn(AGENT),
  open: async (ctx) => {
    await within(await pageOf(ctx)).findByRole('table', { name: 'Contracts' });
  },
  steps: {
    'contract.choose#1': { act: choose('ACCEPT') },
    'contract.choose#2': { act: choose('REJECT') },
    'contract.choose#3': { act: choose('TERMINATE') },
    'contract.choose#4': { machineOnly: NOT_OFFERED },
    'contract.choose#5': { machineOnly: NOT_OFFERED },
    'contract.cancel': { act: (ctx) => answer(ctx, 'Cancel') },
    'contract.confirm': { act: (ctx) => answer(ctx, 'OK') },
    'xstate.done.actor.sendDecision': {},
    'xstate.error.actor.sendDecision': refusedBy(
      'agent.processDailySalary',
      'CONTRACT_STATUS_INVALID',
      'This contract cannot be changed in its current status',
    ),
  },
  settled: (view) => !view.tags.includes('busy'),
  expectView: async (ctx, view) => {
    const page = await pageOf(ctx);
    const downline = String(ctx.memo.downline ?? '');
    const action = (ctx.memo.action ?? 'ACCEPT') as Action;
    await eventually(() => {
      if (view.tags.includes('confirming')) {
        const dialog = confirmation(ctx);
        assert(dialog, 'no confirmation');
        assert(
          (dialog.textContent ?? '').includes(`${ACTION_NAMES[action]} the contract with ${downline}`),
          `the confirmation does not name ${downline}: ${dialog.textContent ?? ''}`,
        );
        return;
      }
      assert(confirmation(ctx) === null, 'the confirmation is still open');
      checkFailure(page, view.failure, within(page).queryByTestId('contract-failure'));
      const done = ctx.screen.queryByRole('alertdialog');
      if (ctx.memo.sent === true && view.failure === null)
        assert(
          done?.textContent?.includes(`The contract with ${downline} is ${DONE[action]}.`),
          'the answer is not confirmed',
        );
      else assert(done === null, `an answer is confirmed: ${done?.textContent ?? ''}`);
    });
  },
};
