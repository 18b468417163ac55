/**
 * Transfer to upline (spec 01 §2 transferUpline; ADR 024) against the mock: a member with the toUpline
 * flag confirms an amount and exactly one request moves it from its main wallet to its upline's (the
 * books stay whole); over the balance is refused with nothing sent and the typed amount kept; a member
 * without the flag is told the page is not for it; translated. The merchant asks for the payment
 * password (the default setting): a wrong one is refused with the server's message and moves nothing,
 * and a member without one is led to set it.
 */
import { add, subtract } from '@/money/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, server } from '@mocks/node';
import { findMemberByAccount } from '@mocks/lib/accounts';
import { changeLanguage, initI18n } from '@/i18n';
import { AppProviders } from '@/ui/app/providers';
import { createQueryClient } from '@/ui/app/query-client';
import TransferUplinePage from '@/ui/screens/member/wallet/TransferUplinePage';
import { renderWithProviders } from '../../setup/render';
import { signIn } from '../../support/mock-session';

beforeAll(async () => {
  await initI18n('EN');
});

function countTransfers(): { readonly count: number } {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/wps/relay/GCS_walletTransfer') seen.count += 1;
  });
  return seen;
}

const mainBalance = (account: string) =>
  db.wallet.findFirst({ where: { memberId: { equals: findMemberByAccount(account)?.id ?? 0 } } })
    ?.mainBalance ?? 'no wallet';

function renderPage() {
  return renderWithProviders(
    <AppProviders queryClient={createQueryClient({ test: true })}>
      <TransferUplinePage />
    </AppProviders>,
    { route: '/?mc=transferUpline' },
  );
}

describe('transfer to upline', () => {
  it('sends the confirmed amount to the upline once, even on a double click of Confirm', async () => {
    signIn('down01');
    const transfers = countTransfers();
    const before = { member: mainBalance('down01'), upline: mainBalance('agent1') };
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('P 500.00')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Amount to send' }), '120.25');
    await user.type(screen.getByLabelText('Withdrawal password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('region', { name: 'Confirm the transfer' })).toHaveTextContent(
      'Send P 120.25 to your upline?',
    );
    expect(transfers.count).toBe(0);
    await user.dblClick(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('P 120.25 has been sent');
    expect(transfers.count).toBe(1);
    // Exact: the mock's balances are decimal strings, compared as they are.
    expect(mainBalance('down01')).toBe(subtract(before.member, '120.25'));
    expect(mainBalance('agent1')).toBe(add(before.upline, '120.25'));
    await user.click(screen.getByRole('button', { name: 'Make another transfer' }));
    expect(await screen.findByText('P 379.75')).toBeInTheDocument();
  });

  it('refuses more than the balance with its message, keeps the amount and sends nothing; Cancel goes back', async () => {
    signIn('down01');
    const transfers = countTransfers();
    const user = userEvent.setup();
    renderPage();
    const field = await screen.findByRole('textbox', { name: 'Amount to send' });
    await user.type(field, '500.01');
    await user.type(screen.getByLabelText('Withdrawal password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The amount is more than your available balance')).toBeInTheDocument();
    expect(field).toHaveValue('500.01');
    await user.clear(field);
    await user.type(field, '10');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Confirm the transfer' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Amount to send' })).toHaveValue('10');
    expect(transfers.count).toBe(0);
  });

  it('refuses a wrong payment password with its message, moves nothing and keeps the amount; the right one sends', async () => {
    signIn('down01');
    const transfers = countTransfers();
    const before = { member: mainBalance('down01'), upline: mainBalance('agent1') };
    const user = userEvent.setup();
    renderPage();
    const amount = await screen.findByRole('textbox', { name: 'Amount to send' });
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(transfers.count).toBe(0);
    const password = screen.getByLabelText('Withdrawal password');
    await user.type(password, '111111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The withdrawal password is incorrect');
    expect(transfers.count).toBe(1);
    expect([mainBalance('down01'), mainBalance('agent1')]).toEqual([before.member, before.upline]);
    expect(amount).toHaveValue('50');
    await user.clear(password);
    await user.type(password, '246810');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('P 50.00 has been sent');
    expect(transfers.count).toBe(2);
    expect(mainBalance('down01')).toBe(subtract(before.member, '50'));
  });

  it('leads a member without a payment password to My account to set one, with the way back named', async () => {
    signIn('down01');
    const member = findMemberByAccount('down01');
    db.member.update({ where: { id: { equals: member?.id ?? 0 } }, data: { paymentPassword: null } });
    const transfers = countTransfers();
    const user = userEvent.setup();
    const { history } = renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Set a withdrawal password first' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Amount to send' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Set withdrawal password' }));
    await waitFor(() =>
      expect(history.at(-1)).toBe('/?mc=securityCenter&mc.section=withdrawPassword&mc.back=transferUpline'),
    );
    expect(transfers.count).toBe(0);
  });

  it('tells a member without the toUpline flag that the page is not for it, in Chinese too', async () => {
    signIn('player01');
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('Not available for your account');
    await changeLanguage('CN');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('您的账户不可使用'));
    await changeLanguage('EN');
  });
});
