/**
 * The confirmed transfer machine on its two screens (both draw PersonTransfer):
 * - golden suite `confirmedTransfer`: the member centre's Transfer to upline, signed in as down01 (500 in
 *   its main wallet, allowed to send to agent1); player01, who is not allowed, for the refusal;
 * - golden suite `downlineTransfer`: the agent centre's Team management, agent1 with 500 in its main wallet,
 *   the transfer opened from down01's row.
 * Both senders have the payment password 246810, which the merchant asks for (the default setting); the
 * missing-password paths clear it, and the sender sets it on My account and comes back.
 */
import { DEFAULT_PASSWORD, type FaultMap } from '@mocks/scenarios';
import { confirmedTransferPaths } from '../../paths/confirmedTransfer.paths';
import { downlineTransferPaths } from '../../paths/downlineTransfer.paths';
import type { GoldenPath, PathSuiteConfig } from '../../paths/harness';
import { signIn } from '../../support/mock-session';
import { fill, within } from '../../support/steps';
import {
  assert,
  checkFailure,
  checkLoadFailure,
  checkInvalidFields,
  eventually,
  type ScenarioPatch,
  type ScreenContext,
  type ScreenPlan,
  type StepDef,
} from './replay';

/** What differs between the two screens. */
interface TransferScreen {
  suite: PathSuiteConfig;
  route: string;
  /** The member for a path (one who may send; another for the refusal). */
  member(path: GoldenPath): string;
  overrides: ScenarioPatch;
  /** The region the transfer lives in, once open. */
  region: string;
  /** From the booted page to the transfer. */
  reach?(ctx: ScreenContext): Promise<void>;
  notAllowed: ScenarioPatch;
  loadFault: FaultMap;
  sendFault: FaultMap;
  /** The route that moves the money (where a lost answer is arranged, ADR 033). */
  sendRoute: string;
  /** The submit variants of the suite: amount (and recipient) and payment password. */
  submits: Readonly<Record<string, { amount: string; to?: string; paymentPassword: string }>>;
  /** The scenario patch under which the sender has no payment password yet. */
  noPassword: ScenarioPatch;
  /** My account's "Back to ..." button that leads back to the transfer. */
  backTo: string;
  text: {
    loadFailed: string;
    amount: string;
    recipient?: string;
    paymentPassword: string;
    needsPasswordTitle: string;
    needsPasswordAction: string;
    submit: string;
    confirmTitle: string;
    confirmOk: string;
    sentTitle: string;
    again: string;
    notAllowedTitle: string;
  };
}

function transferPlan(screen: TransferScreen): ScreenPlan {
  const { text } = screen;
  const regionOf = (ctx: ScreenContext) =>
    ctx.screen.findByRole('region', { name: screen.region }, { timeout: 15_000 });
  const submit =
    ({ amount, to, paymentPassword }: { amount: string; to?: string; paymentPassword: string }) =>
    async (ctx: ScreenContext) => {
      const region = await regionOf(ctx);
      if (to !== undefined && text.recipient)
        await fill(ctx.user, within(region).getByRole('textbox', { name: text.recipient }), to);
      await fill(ctx.user, within(region).getByRole('textbox', { name: text.amount }), amount);
      await fill(ctx.user, within(region).getByLabelText(text.paymentPassword), paymentPassword);
      await ctx.user.click(within(region).getByRole('button', { name: text.submit }));
    };
  /**
   * The missing password, set as a sender does it: the button leads to My account, the password is set
   * through that page's own form, and "Back to ..." opens the transfer again (a new machine, loading).
   */
  const setPasswordAndComeBack = async (ctx: ScreenContext) => {
    await ctx.user.click(within(await regionOf(ctx)).getByRole('button', { name: text.needsPasswordAction }));
    const account = await ctx.screen.findByRole('region', { name: 'My account' }, { timeout: 15_000 });
    await fill(ctx.user, await within(account).findByLabelText('New withdrawal password'), '246810');
    await fill(ctx.user, within(account).getByLabelText('Confirm withdrawal password'), '246810');
    await ctx.user.click(within(account).getByRole('button', { name: 'Set withdrawal password' }));
    await ctx.user.click(await within(account).findByRole('button', { name: screen.backTo }));
  };
  const click = (name: string) => async (ctx: ScreenContext) => {
    await ctx.user.click(within(await regionOf(ctx)).getByRole('button', { name }));
  };
  const submits: Record<string, StepDef> = Object.fromEntries(
    Object.entries(screen.submits).map(([key, variant]) => [key, { act: submit(variant) }]),
  );
  return {
    suite: screen.suite,
    scenario: { name: 'default', overrides: screen.overrides },
    route: screen.route,
    prepare: async (path) => signIn(screen.member(path)),
    open: async (ctx) => {
      await screen.reach?.(ctx);
      await regionOf(ctx);
    },
    steps: {
      'xstate.done.actor.loadTransferSetup#1': {},
      'xstate.done.actor.loadTransferSetup#2': { arrange: screen.notAllowed },
      'xstate.done.actor.loadTransferSetup#3': { arrange: screen.noPassword },
      'transfer.prerequisiteDone': { act: setPasswordAndComeBack },
      'xstate.error.actor.loadTransferSetup': { arrange: { faults: screen.loadFault } },
      'transfer.retry': { act: click('Try again') },
      ...submits,
      'transfer.cancel': { act: click('Cancel') },
      'transfer.confirm': { act: click(text.confirmOk) },
      'transfer.again': { act: click(text.again) },
      'xstate.done.actor.sendMoney': {},
      'xstate.error.actor.sendMoney': { arrange: { faults: screen.sendFault } },
      // An unclear failure (ADR 033): the request is lost on its way, unless the check's own step says
      // it took effect (its arrangement comes later in the path, so it wins).
      'xstate.error.actor.sendMoney#2': {
        arrange: { faults: { [screen.sendRoute]: { kind: 'network', once: true } } },
      },
      'xstate.done.actor.checkTransfer#1': {
        arrange: { faults: { [screen.sendRoute]: { kind: 'answerLost', once: true } } },
      },
      'xstate.done.actor.checkTransfer#2': {},
      'xstate.error.actor.checkTransfer': {
        arrange: { faults: { 'wallet.transactionRecords': { kind: 'http500' } } },
      },
      'transfer.checkAgain': { act: click('Check again') },
    },
    settled: (view) => !view.tags.includes('busy') && !view.tags.includes('loading'),
    expectView: async (ctx, view) => {
      const region = await regionOf(ctx);
      const has = (name: string) => within(region).queryByRole('heading', { name }) !== null;
      await eventually(() => {
        if (view.tags.includes('loadFailed')) {
          checkLoadFailure(region, view.failure, text.loadFailed);
        } else if (view.tags.includes('prerequisite')) {
          assert(has(text.needsPasswordTitle), 'no password step');
          assert(within(region).queryByRole('textbox') === null, 'the form is offered without a password');
        } else if (view.tags.includes('notAllowed')) {
          assert(has(text.notAllowedTitle), 'no refusal');
          assert(within(region).queryByRole('textbox') === null, 'a refused sender is offered the form');
        } else if (view.tags.includes('sent')) {
          assert(has(text.sentTitle), 'no sent notice');
        } else if (view.tags.includes('outcomeUnknown')) {
          const notice = within(region).getByText('Outcome not confirmed').closest('[role="alert"]');
          assert(notice, 'the outcome-unknown notice is not an alert');
          const send = within(region).getByRole('button', { name: text.submit });
          assert(send.hasAttribute('disabled'), `${text.submit} can be pressed while the outcome is unknown`);
          assert(within(region).queryByRole('textbox', { name: text.amount }), 'the form is not kept');
        } else {
          const amount = within(region).getByRole('textbox', { name: text.amount });
          const form = amount instanceof HTMLInputElement ? amount.form : null;
          assert(form, 'the amount is not in a form');
          checkInvalidFields(form, view.invalid, { to: 'recipient' });
          checkFailure(form, view.failure, within(form).queryByTestId('transfer-failure'));
          const confirming = view.tags.includes('confirming');
          assert(
            has(text.confirmTitle) === confirming,
            `the confirmation is ${confirming ? 'missing' : 'shown'}`,
          );
          assert(amount.hasAttribute('readonly') === confirming, 'the amount is editable while confirming');
          assert(within(form).queryByLabelText(text.paymentPassword), 'no payment password field');
        }
      });
    },
    // The mock answers at once: a path that ends loading again shows the form.
    expectPending: async (ctx) => {
      const region = await regionOf(ctx);
      await eventually(() =>
        assert(within(region).queryByRole('textbox', { name: text.amount }), 'no transfer form'),
      );
    },
  };
}

const UPLINE_MEMBER = 'down01';
const PAY = '246810';

export const confirmedTransferScreenPlan = transferPlan({
  suite: confirmedTransferPaths,
  route: '/?mc=transferUpline',
  member: (path) =>
    path.keys.includes('xstate.done.actor.loadTransferSetup#2') ? 'player01' : UPLINE_MEMBER,
  // down01 is the suggested login, so that the missing-password path clears its password.
  overrides: { suggestedLogin: { username: UPLINE_MEMBER, password: DEFAULT_PASSWORD } },
  region: 'Transfer to upline',
  notAllowed: {},
  loadFault: { 'wallet.balance': { kind: 'network' } },
  sendRoute: 'wallet.transfer',
  sendFault: {
    'wallet.transfer': {
      kind: 'business',
      errorCode: 'INSUFFICIENT_BALANCE',
      message: 'Insufficient balance',
    },
  },
  submits: {
    'transfer.submit#1': { amount: '100', paymentPassword: PAY },
    'transfer.submit#2': { amount: '500.01', paymentPassword: PAY },
    'transfer.submit#3': { amount: '', paymentPassword: PAY },
    'transfer.submit#4': { amount: '100', paymentPassword: '' },
  },
  noPassword: { wallet: { setup: { clearWithdrawalPassword: true } } },
  backTo: 'Back to Transfer to upline',
  text: {
    loadFailed: 'The transfer to your upline could not be loaded.',
    amount: 'Amount to send',
    paymentPassword: 'Withdrawal password',
    needsPasswordTitle: 'Set a withdrawal password first',
    needsPasswordAction: 'Set withdrawal password',
    submit: 'Continue',
    confirmTitle: 'Confirm the transfer',
    confirmOk: 'Confirm transfer',
    sentTitle: 'Sent to your upline',
    again: 'Make another transfer',
    notAllowedTitle: 'Not available for your account',
  },
});

const AGENT = 'agent1';

export const downlineTransferScreenPlan = transferPlan({
  suite: downlineTransferPaths,
  route: '/?ac=downlineManagmentView',
  member: () => AGENT,
  overrides: {
    suggestedLogin: { username: AGENT, password: DEFAULT_PASSWORD },
    wallet: { setup: { mainBalance: '500.00' } },
  },
  region: 'Transfer to a downline',
  // The team is paged: the agent searches for the downline and opens the transfer from its row.
  reach: async (ctx) => {
    const search = await ctx.screen.findByRole('search', {}, { timeout: 15_000 });
    await fill(
      ctx.user,
      within(search).getByRole('searchbox', { name: 'Search by username' }),
      UPLINE_MEMBER,
    );
    await ctx.user.click(within(search).getByRole('button', { name: 'Search' }));
    await ctx.user.click(await ctx.screen.findByRole('button', { name: `Transfer to ${UPLINE_MEMBER}` }));
  },
  notAllowed: { agent: { transferEnabled: false } },
  loadFault: { 'agent.transferEnabled': { kind: 'network' } },
  sendRoute: 'agent.transferDownline',
  sendFault: {
    'agent.transferDownline': {
      kind: 'business',
      errorCode: 'DOWNLINE_NOT_FOUND',
      message: 'Downline not found',
    },
  },
  submits: {
    'transfer.submit#1': { amount: '100', to: UPLINE_MEMBER, paymentPassword: PAY },
    'transfer.submit#2': { amount: '100', to: ' ', paymentPassword: PAY },
    'transfer.submit#3': { amount: '500.01', to: UPLINE_MEMBER, paymentPassword: PAY },
    'transfer.submit#4': { amount: '100', to: UPLINE_MEMBER, paymentPassword: ' ' },
  },
  noPassword: { wallet: { setup: { clearWithdrawalPassword: true } } },
  // The way back reopens down01's transfer on Team management.
  backTo: 'Back to Team management',
  text: {
    loadFailed: 'Your balance could not be loaded.',
    amount: 'Amount',
    recipient: 'Downline username',
    paymentPassword: 'Withdrawal password',
    needsPasswordTitle: 'Set a withdrawal password first',
    needsPasswordAction: 'Set withdrawal password',
    submit: 'Next',
    confirmTitle: 'Confirm the transfer',
    confirmOk: 'Confirm',
    sentTitle: 'Transfer sent',
    again: 'Another transfer',
    notAllowedTitle: 'Transfers are not available',
  },
});
