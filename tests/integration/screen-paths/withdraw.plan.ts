/**
 * The member centre's withdraw page ↔ withdraw machine (golden suite `withdraw`), signed in as vip05
 * (a bound bank card, withdrawal password 246810) with 1,234.56 in the main wallet: the suite's setup
 * (minimum 100, maximum 50,000, available 1,234.56) is the mock's default scenario for that member.
 */
import { db } from '@mocks/db';
import { findMemberByAccount } from '@mocks/lib/accounts';
import { DEFAULT_PASSWORD } from '@mocks/scenarios';
import { withdrawPaths } from '../../paths/withdraw.paths';
import { signIn } from '../../support/mock-session';
import { fill, within } from '../../support/steps';
import {
  assert,
  checkFailure,
  checkLoadFailure,
  checkInvalidFields,
  eventually,
  refusedBy,
  type ScreenContext,
  type ScreenPlan,
} from './replay';

const MEMBER = 'vip05';

function pageOf(ctx: ScreenContext): Promise<HTMLElement> {
  return ctx.screen.findByRole('region', { name: 'Withdraw' }, { timeout: 15_000 });
}

/** Types the suite's amount and withdrawal password and presses Withdraw. */
function submit(amount: string, paymentPassword: string) {
  return async (ctx: ScreenContext) => {
    const form = await ctx.screen.findByRole('form', { name: 'Withdrawal' });
    await fill(ctx.user, within(form).getByRole('textbox', { name: 'Withdrawal amount' }), amount);
    await fill(ctx.user, within(form).getByLabelText('Withdrawal password'), paymentPassword);
    await ctx.user.click(within(form).getByRole('button', { name: 'Withdraw' }));
  };
}

/**
 * The missing step, done as a member does it: its button leads to My account, where the card is bound
 * (or the password set) through that page's own form, and "Back to Withdraw" opens the withdraw page
 * again (a new machine, loading).
 */
async function doPrerequisiteAndComeBack(ctx: ScreenContext): Promise<void> {
  const page = await pageOf(ctx);
  const card = within(page).queryByRole('button', { name: 'Bind a bank card' });
  await ctx.user.click(card ?? within(page).getByRole('button', { name: 'Set withdrawal password' }));
  const account = await ctx.screen.findByRole('region', { name: 'My account' }, { timeout: 15_000 });
  if (card) {
    await ctx.user.click(await within(account).findByRole('button', { name: 'Bind a bank card' }));
    const form = await within(account).findByRole('form', { name: 'Bind a bank card' });
    const bank = within(form).getByRole('combobox', { name: 'Bank' });
    await eventually(() => assert(within(bank).queryByRole('option', { name: 'Maybank' }), 'no banks yet'));
    await ctx.user.selectOptions(bank, 'Maybank');
    await fill(ctx.user, within(form).getByRole('textbox', { name: 'Account holder name' }), 'VIP Five');
    await fill(ctx.user, within(form).getByRole('textbox', { name: 'Account number' }), '514012345678');
    await ctx.user.click(within(form).getByRole('button', { name: 'Bind card' }));
  } else {
    await fill(ctx.user, await within(account).findByLabelText('New withdrawal password'), '246810');
    await fill(ctx.user, within(account).getByLabelText('Confirm withdrawal password'), '246810');
    await ctx.user.click(within(account).getByRole('button', { name: 'Set withdrawal password' }));
  }
  await ctx.user.click(await within(account).findByRole('button', { name: 'Back to Withdraw' }));
}

/** What the withdraw page shows once it has loaded for what the mock holds now. */
function expectedAfterLoad(): string {
  const member = findMemberByAccount(MEMBER);
  assert(member, `no member ${MEMBER}`);
  if (!db.bankCard.findFirst({ where: { memberId: { equals: member.id } } })) return 'Bind a bank card first';
  if (!db.member.findFirst({ where: { id: { equals: member.id } } })?.paymentPassword)
    return 'Set a withdrawal password first';
  return 'Withdrawal';
}

const heading = (page: HTMLElement, name: string) => within(page).queryByRole('heading', { name });

export const withdrawScreenPlan: ScreenPlan = {
  suite: withdrawPaths,
  scenario: {
    name: 'default',
    overrides: {
      suggestedLogin: { username: MEMBER, password: DEFAULT_PASSWORD },
      wallet: { setup: { mainBalance: '1234.56' } },
    },
  },
  route: '/?mc=withdraw',
  prepare: async () => signIn(MEMBER),
  open: async (ctx) => {
    await pageOf(ctx);
  },
  steps: {
    'xstate.done.actor.loadWithdrawSetup#1': {},
    'xstate.done.actor.loadWithdrawSetup#2': {
      arrange: { wallet: { setup: { removeBankCards: true, clearWithdrawalPassword: true } } },
    },
    'xstate.done.actor.loadWithdrawSetup#3': {
      arrange: { wallet: { setup: { clearWithdrawalPassword: true } } },
    },
    'xstate.error.actor.loadWithdrawSetup': {
      arrange: { faults: { 'wallet.withdrawSettings': { kind: 'network' } } },
    },
    'withdraw.retry': {
      act: async (ctx) => {
        await ctx.user.click(within(await pageOf(ctx)).getByRole('button', { name: 'Try again' }));
      },
    },
    'withdraw.prerequisiteDone': { act: doPrerequisiteAndComeBack },
    'withdraw.submit#1': { act: submit('200.50', '246810') },
    'withdraw.submit#2': { act: submit('99.99', '246810') },
    'withdraw.submit#3': { act: submit('50000.01', '246810') },
    'withdraw.submit#4': { act: submit('1234.57', '246810') },
    'xstate.done.actor.submitWithdrawal': {},
    // An unclear failure (ADR 033): the request is lost on its way, unless the check's own step says
    // it took effect (its arrangement comes later in the path, so it wins).
    'xstate.error.actor.submitWithdrawal#1': {
      arrange: { faults: { 'wallet.withdraw': { kind: 'network', once: true } } },
    },
    'xstate.error.actor.submitWithdrawal#2': refusedBy(
      'wallet.withdraw',
      'PAYMENT_PASSWORD_INCORRECT',
      'The withdrawal password is incorrect',
    ),
    // Found: the withdrawal took effect and only its answer was lost.
    'xstate.done.actor.checkWithdrawal#1': {
      arrange: { faults: { 'wallet.withdraw': { kind: 'answerLost', once: true } } },
    },
    // Not found: the records hold nothing new.
    'xstate.done.actor.checkWithdrawal#2': {},
    'xstate.error.actor.checkWithdrawal': {
      arrange: { faults: { 'wallet.withdrawRecords': { kind: 'http500' } } },
    },
    'withdraw.checkAgain': {
      act: async (ctx) => {
        const form = await ctx.screen.findByRole('form', { name: 'Withdrawal' });
        await ctx.user.click(within(form).getByRole('button', { name: 'Check again' }));
      },
    },
  },
  settled: (view) => !view.tags.includes('busy') && !view.tags.includes('loading'),
  expectView: async (ctx, view) => {
    const page = await pageOf(ctx);
    await eventually(() => {
      switch (view.value) {
        case 'loadFailed':
          checkLoadFailure(page, view.failure, 'The withdrawal could not be loaded.');
          return;
        case 'needsBankCard':
          assert(heading(page, 'Bind a bank card first') !== null, 'no bank card step');
          return;
        case 'needsWithdrawalPassword':
          assert(heading(page, 'Set a withdrawal password first') !== null, 'no password step');
          return;
        case 'outcomeUnknown': {
          const form = within(page).queryByRole('form', { name: 'Withdrawal' });
          assert(
            form !== null,
            `the form is not kept while the outcome is unknown: ${page.textContent ?? ''}`,
          );
          const notice = within(form).queryByText('Outcome not confirmed');
          assert(notice?.closest('[role="alert"]'), 'no outcome-unknown notice');
          const submit = within(form).getByRole('button', { name: 'Withdraw' });
          assert(submit.hasAttribute('disabled'), 'Withdraw can be pressed while the outcome is unknown');
          assert(within(form).queryByRole('button', { name: 'Check again' }) !== null, 'no Check again');
          return;
        }
        case 'withdrawn':
          assert(heading(page, 'Withdrawal requested') !== null, 'no result');
          assert((page.textContent ?? '').includes('200.50'), 'the result does not show the amount');
          return;
        default: {
          const form = within(page).queryByRole('form', { name: 'Withdrawal' });
          assert(form !== null, `the form is not shown: ${page.textContent ?? ''}`);
          checkFailure(form, view.failure, within(form).queryByTestId('withdraw-failure'));
          checkInvalidFields(form, view.invalid);
        }
      }
    });
  },
  // The mock answers at once: a path that ends loading again shows what the mock holds now (the form,
  // or the step still missing after the one just done).
  expectPending: async (ctx, view) => {
    const page = await pageOf(ctx);
    if (view.value === 'checking') {
      // The check answers at once: with nothing found, the form is back and may be sent again.
      await eventually(() => {
        const form = within(page).queryByRole('form', { name: 'Withdrawal' });
        assert(form !== null, 'the form is not shown after the check');
        const submit = within(form).getByRole('button', { name: 'Withdraw' });
        assert(!submit.hasAttribute('disabled'), 'Withdraw stays disabled after a check that found nothing');
      });
      return;
    }
    const expected = expectedAfterLoad();
    await eventually(() => {
      const shown =
        expected === 'Withdrawal'
          ? within(page).queryByRole('form', { name: expected })
          : heading(page, expected);
      assert(shown !== null, `expected "${expected}" after loading, saw "${page.textContent ?? ''}"`);
    });
  },
};
