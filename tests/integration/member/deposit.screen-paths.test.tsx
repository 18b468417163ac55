/**
 * The deposit machine's committed golden paths (tests/paths/golden/deposit.paths.md) replayed through
 * the depositv2 page against the mock (ADR 015). The page is rendered inside the app's providers
 * rather than the whole site: the member centre's frame is the shell's and renders the same page.
 */
import { configure, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { clearSession } from '@/api/session-store';
import { initI18n } from '@/i18n';
import { AppProviders } from '@/ui/app/providers';
import { createQueryClient } from '@/ui/app/query-client';
import DepositPage from '@/ui/screens/member/deposit/DepositPage';
import { replayGolden } from '../../paths/harness';
import { committedPaths } from '../../paths/golden-files';
import { depositPaths } from '../../paths/deposit.paths';
import { fill, newUser, page, within } from '../../support/steps';
import { signIn } from '../../support/mock-session';
import {
  arrangeStart,
  assert,
  checkFailure,
  eventually,
  invalidFields,
  machineOnlyReason,
  replayOnScreen,
  type ScreenContext,
  type ScreenPlan,
} from '../screen-paths/replay';

const form = (ctx: ScreenContext) => ctx.screen.getByRole('tabpanel', { name: 'Deposit' });
const amounts: Record<string, string> = { 'deposit.submit#1': '150.25', 'deposit.submit#2': '99.99' };

const depositScreenPlan: ScreenPlan = {
  suite: depositPaths,
  scenario: { name: 'default' },
  route: '/?mc=depositv2',
  open: async () => undefined,
  steps: {
    'xstate.done.actor.loadDepositSetup#1': {},
    'xstate.done.actor.loadDepositSetup#2': { arrange: { wallet: { depositAllowed: false } } },
    'xstate.error.actor.loadDepositSetup': {
      arrange: { faults: { 'wallet.depositSettings': { kind: 'network' } } },
    },
    'deposit.retry': {
      act: async (ctx) => ctx.user.click(within(form(ctx)).getByRole('button', { name: 'Try again' })),
    },
    'deposit.submit': {
      act: async (ctx) => {
        const key = findSubmitKey(ctx);
        const field = within(form(ctx)).getByRole('textbox', { name: 'Deposit amount' });
        await ctx.user.clear(field);
        await fill(ctx.user, field, amounts[key] ?? '150.25');
        await ctx.user.click(within(form(ctx)).getByRole('button', { name: 'Deposit' }));
      },
    },
    'xstate.done.actor.submitDeposit': {},
    'xstate.error.actor.submitDeposit': {
      arrange: {
        faults: {
          'wallet.deposit': {
            kind: 'business',
            errorCode: 'DEPOSIT_NOT_ALLOWED',
            message: 'Deposits are not available',
          },
        },
      },
    },
    'deposit.again': {
      act: async (ctx) => ctx.user.click(ctx.screen.getByRole('button', { name: 'Make another deposit' })),
    },
  },
  settled: (view) => !['loading', 'submitting'].includes(view.value),
  expectView: async (ctx, view) => {
    await eventually(() => {
      const root = form(ctx);
      if (view.value === 'disabled') {
        within(root).getByRole('heading', { name: 'Deposits are not available' });
        assert(within(root).queryByRole('textbox') === null, 'a form is shown while deposits are off');
      } else if (view.value === 'loadFailed') {
        const alert = within(root).getByRole('alert');
        assert(
          (alert.textContent ?? '').includes('Deposit options could not be loaded.'),
          'expected the load failure',
        );
        checkFailure(root, view.failure, alert);
      } else if (view.value === 'editing') {
        within(root).getByRole('textbox', { name: 'Deposit amount' });
        const invalid = invalidFields(root);
        assert(
          invalid.join() === view.invalid.join(),
          `invalid fields ${invalid.join()} ≠ ${view.invalid.join()}`,
        );
        // The form's own failure line, not a field's message (both are alerts).
        const failure =
          within(root)
            .queryAllByRole('alert')
            .find((alert) => !alert.className.includes('field__error')) ?? null;
        checkFailure(root, view.failure, failure);
      } else if (view.value === 'submitted') {
        const result = within(root).getByRole('region', { name: 'Deposit submitted' });
        within(result).getByText('Pending');
      }
    });
  },
};

/** Which submit variant this path sends: read from the memo the test fills before replaying. */
function findSubmitKey(ctx: ScreenContext): string {
  const keys = ctx.memo.submits;
  if (!Array.isArray(keys)) return '';
  const next: unknown = keys.shift();
  return typeof next === 'string' ? next : '';
}

describe('deposit paths on the depositv2 page (tests/paths/golden)', () => {
  beforeAll(async () => {
    configure({ asyncUtilTimeout: 8000 });
    await initI18n('EN');
  });
  afterEach(() => clearSession());

  for (const path of committedPaths(depositPaths)) {
    const reason = machineOnlyReason(depositScreenPlan, path);
    if (reason) {
      it(`path ${path.number} is machine-only (${reason}) and replays on the machine`, () => {
        expect(replayGolden(depositPaths, path).lines).toEqual(path.lines);
      });
      continue;
    }
    it(`path ${path.number} on screen: ${path.keys.join(', ')}`, async () => {
      arrangeStart(depositScreenPlan, path);
      signIn('player01');
      const location = memoryLocation({ path: '/', searchPath: 'mc=depositv2', record: true });
      render(
        <AppProviders queryClient={createQueryClient({ test: true })}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <DepositPage />
          </Router>
        </AppProviders>,
      );
      await replayOnScreen(depositScreenPlan, path, {
        user: newUser(),
        screen: page(),
        memo: { submits: path.keys.filter((k) => k.startsWith('deposit.submit')) },
      });
    });
  }
});
