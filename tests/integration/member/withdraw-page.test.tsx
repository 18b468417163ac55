/**
 * The withdraw page (spec 01 §2 withdraw, §5) against the mock: the missing bank card and withdrawal password
 * lead to My account and back; limits and the balance refuse an amount with its message and nothing is sent,
 * keeping what was typed; a withdrawal is one request, holds the amount and shows its result.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, server, useScenario } from '@mocks/node';
import { findMemberByAccount } from '@mocks/lib/accounts';
import { changeLanguage, initI18n } from '@/i18n';
import { AppProviders } from '@/ui/app/providers';
import { createQueryClient } from '@/ui/app/query-client';
import WithdrawPage from '@/ui/screens/member/withdraw/WithdrawPage';
import { renderWithProviders } from '../../setup/render';
import { signIn } from '../../support/mock-session';

beforeAll(async () => {
  await initI18n('EN');
});

const WITHDRAW_PATH = '/wps/v2/transaction/withdraw';

function countWithdrawals(): { readonly count: number } {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === WITHDRAW_PATH) seen.count += 1;
  });
  return seen;
}

function renderWithdraw() {
  return renderWithProviders(
    <AppProviders queryClient={createQueryClient({ test: true })}>
      <WithdrawPage />
    </AppProviders>,
    { route: '/?mc=withdraw' },
  );
}

const mainBalanceOf = (account: string) =>
  db.wallet.findFirst({ where: { memberId: { equals: findMemberByAccount(account)?.id ?? 0 } } })
    ?.mainBalance;

describe('withdraw page against the mock', () => {
  it('without a bank card, leads to binding one on My account and back here', async () => {
    useScenario('noBankCard');
    signIn('vip05');
    const user = userEvent.setup();
    const { history } = renderWithdraw();
    expect(await screen.findByRole('heading', { name: 'Bind a bank card first' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bind a bank card' }));
    expect(history.at(-1)).toBe('/?mc=securityCenter&mc.section=bankCards&mc.back=withdraw');
  });

  it('without a withdrawal password, leads to setting it', async () => {
    signIn('player01');
    const user = userEvent.setup();
    db.bankCard.create({
      id: 990001,
      memberId: findMemberByAccount('player01')?.id ?? 0,
      bankId: 1,
      bankName: 'Maybank',
      accountName: 'Player One',
      accountNo: '5140123400001111',
      branch: null,
    });
    const { history } = renderWithdraw();
    expect(
      await screen.findByRole('heading', { name: 'Set a withdrawal password first' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set withdrawal password' }));
    expect(history.at(-1)).toBe('/?mc=securityCenter&mc.section=withdrawPassword&mc.back=withdraw');
  });

  it('refuses under the minimum and over the maximum with their message; nothing is sent, nothing typed is lost', async () => {
    useScenario('withdrawLimits');
    signIn('vip05');
    const sent = countWithdrawals();
    const user = userEvent.setup();
    renderWithdraw();
    const amount = await screen.findByRole('textbox', { name: 'Withdrawal amount' });
    const submit = screen.getByRole('button', { name: 'Withdraw' });
    await user.type(screen.getByLabelText('Withdrawal password'), '246810');
    await user.type(amount, '199.99');
    await user.click(submit);
    expect(await screen.findByText('The minimum amount is P 200.00')).toBeInTheDocument();
    expect(amount).toHaveValue('199.99');
    await user.clear(amount);
    await user.type(amount, '1000.01');
    await user.click(submit);
    expect(await screen.findByText('The maximum amount is P 1,000.00')).toBeInTheDocument();
    expect(amount).toHaveValue('1000.01');
    await user.clear(amount);
    await user.type(amount, '12.345');
    await user.click(submit);
    expect(await screen.findByText('Enter an amount with at most two decimals')).toBeInTheDocument();
    expect(screen.getByLabelText('Withdrawal password')).toHaveValue('246810');
    expect(sent.count).toBe(0);
  });

  it('refuses more than the available balance; nothing is sent', async () => {
    useScenario('insufficientBalance');
    signIn('vip05');
    const sent = countWithdrawals();
    const user = userEvent.setup();
    renderWithdraw();
    expect(await screen.findByText('P 20.50')).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Withdrawal amount' }), '100');
    await user.type(screen.getByLabelText('Withdrawal password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The amount is more than your available balance')).toBeInTheDocument();
    expect(sent.count).toBe(0);
  });

  it('a withdrawal is one request even on a double click, holds the amount and shows the result', async () => {
    signIn('vip05');
    const before = mainBalanceOf('vip05');
    const sent = countWithdrawals();
    const user = userEvent.setup();
    renderWithdraw();
    expect(await screen.findByText('Available to withdraw')).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Withdrawal amount' }), '150.25');
    await user.type(screen.getByLabelText('Withdrawal password'), '246810');
    await user.dblClick(screen.getByRole('button', { name: 'Withdraw' }));
    const result = await screen.findByRole('region', { name: 'Withdrawal requested' });
    expect(within(result).getByText('P 150.25')).toBeInTheDocument();
    expect(within(result).getByText('Pending')).toBeInTheDocument();
    expect(sent.count).toBe(1);
    await waitFor(() => expect(mainBalanceOf('vip05')).toBeCloseTo(Number(before) - 150.25, 2));
  });

  it('a wrong withdrawal password is said plainly and the amount stays', async () => {
    signIn('vip05');
    const user = userEvent.setup();
    renderWithdraw();
    const amount = await screen.findByRole('textbox', { name: 'Withdrawal amount' });
    await user.type(amount, '200');
    await user.type(screen.getByLabelText('Withdrawal password'), '000000');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/password/i);
    expect(amount).toHaveValue('200');
  });

  it('is named in MY and CN', async () => {
    signIn('vip05');
    await changeLanguage('MY');
    renderWithdraw();
    expect(await screen.findByRole('textbox', { name: 'Jumlah pengeluaran' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keluarkan' })).toBeInTheDocument();
    await changeLanguage('CN');
    expect(await screen.findByRole('button', { name: '提款' })).toBeInTheDocument();
    await changeLanguage('EN');
  });
});
