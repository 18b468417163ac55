/**
 * Transfer to upline with the merchant setting `transferNeedsPaymentPassword` off: the page shows no
 * password field, asks nothing about one, and the encrypted body carries none; the money still moves.
 */
import { subtract } from '@/money/money';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, server, useScenario } from '@mocks/node';
import { findMemberByAccount } from '@mocks/lib/accounts';
import { decryptRequestBody } from '@mocks/lib/wire';
import { initI18n } from '@/i18n';
import { AppProviders } from '@/ui/app/providers';
import { createQueryClient } from '@/ui/app/query-client';
import TransferUplinePage from '@/ui/screens/member/wallet/TransferUplinePage';
import { renderWithProviders } from '../../setup/render';
import { signIn } from '../../support/mock-session';

vi.mock('@/config/settings', async (importOriginal) => {
  const actual: { settings: object } = await importOriginal();
  return { settings: { ...actual.settings, transferNeedsPaymentPassword: false } };
});

beforeAll(async () => {
  await initI18n('EN');
});

const mainBalance = (account: string) =>
  db.wallet.findFirst({ where: { memberId: { equals: findMemberByAccount(account)?.id ?? 0 } } })
    ?.mainBalance ?? 'no wallet';

describe('transfer to upline, the merchant not asking for the payment password', () => {
  it('shows no password field and sends none', async () => {
    useScenario('default', { wallet: { transferNeedsPaymentPassword: false } });
    signIn('down01');
    const bodies: unknown[] = [];
    const paths: string[] = [];
    server.events.on('request:start', async ({ request }) => {
      const path = new URL(request.url).pathname;
      paths.push(path);
      if (path !== '/wps/relay/GCS_walletTransfer') return;
      const decrypted = decryptRequestBody(request.headers.get('encryption'), await request.clone().text());
      bodies.push(decrypted.ok ? decrypted.body : 'undecryptable');
    });
    const before = mainBalance('down01');
    const user = userEvent.setup();
    renderWithProviders(
      <AppProviders queryClient={createQueryClient({ test: true })}>
        <TransferUplinePage />
      </AppProviders>,
      { route: '/?mc=transferUpline' },
    );
    await user.type(await screen.findByRole('textbox', { name: 'Amount to send' }), '20');
    expect(screen.queryByLabelText('Withdrawal password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Confirm transfer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('P 20.00 has been sent');
    expect(bodies).toEqual([{ amount: '20', toUpline: true }]);
    expect(paths).not.toContain('/wps/member/hasWithdrawalPassword');
    expect(mainBalance('down01')).toBe(subtract(before, '20'));
  });
});
