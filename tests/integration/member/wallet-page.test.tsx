/**
 * My wallet (transferFund, spec 01 §2 Member centre; ADR 021) against the mock: balances per wallet and the
 * total, a transfer to a game wallet and recall all (one request each, the books follow), a locked wallet
 * shown locked and refused, over the balance refused with nothing sent, a single-wallet merchant with no
 * transfers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, useScenario } from '@mocks/node';
import { changeLanguage, initI18n } from '@/i18n';
import { AppProviders } from '@/ui/app/providers';
import { createQueryClient } from '@/ui/app/query-client';
import TransferFundPage from '@/ui/screens/member/wallet/TransferFundPage';
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

function renderWallet() {
  return renderWithProviders(
    <AppProviders queryClient={createQueryClient({ test: true })}>
      <TransferFundPage />
    </AppProviders>,
    { route: '/?mc=transferFund' },
  );
}

/** A wallet card's balance by the wallet's name. */
async function balanceOf(name: string): Promise<string> {
  const list = await screen.findByRole('list');
  const card = within(list)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByText(name) !== null);
  return card ? (within(card).getByText(/^P /).textContent ?? '') : '';
}

describe('my wallet against the mock', () => {
  it('shows each wallet and the total; a transfer to a game wallet moves exactly the amount, once', async () => {
    signIn('vip05');
    const transfers = countTransfers();
    const user = userEvent.setup();
    renderWallet();
    expect(await balanceOf('Main wallet')).toBe('P 88,000.00');
    expect(screen.getByText('Total balance')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'From' }), 'Main wallet');
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), 'Live casino wallet');
    await user.type(screen.getByRole('textbox', { name: 'Transfer amount' }), '100.50');
    const gameBefore = await balanceOf('Live casino wallet');
    await user.dblClick(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Done');
    await waitFor(async () => expect(await balanceOf('Main wallet')).toBe('P 87,899.50'));
    expect(gameBefore).not.toBe(await balanceOf('Live casino wallet'));
    expect(transfers.count).toBe(1);
  });

  it('recall all brings every unlocked game wallet back to the main wallet', async () => {
    signIn('vip05');
    const user = userEvent.setup();
    renderWallet();
    expect(await balanceOf('Game wallet')).toBe('P 1,520.75');
    await user.click(screen.getByRole('button', { name: 'Recall all to main wallet' }));
    await waitFor(async () => expect(await balanceOf('Game wallet')).toBe('P 0.00'));
    expect(await balanceOf('Main wallet')).toBe('P 89,520.75');
  });

  it('shows a locked wallet as locked and refuses a transfer into it; nothing is sent', async () => {
    useScenario('walletLocked');
    signIn('vip05');
    const transfers = countTransfers();
    const user = userEvent.setup();
    renderWallet();
    await screen.findByRole('combobox', { name: 'To' });
    expect(screen.getByText('Locked')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), 'Game wallet');
    await user.type(screen.getByRole('textbox', { name: 'Transfer amount' }), '10');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('This wallet is locked')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Transfer amount' })).toHaveValue('10');
    expect(transfers.count).toBe(0);
  });

  it('refuses more than the source wallet holds; nothing is sent', async () => {
    useScenario('insufficientBalance');
    signIn('vip05');
    const transfers = countTransfers();
    const user = userEvent.setup();
    renderWallet();
    await user.type(await screen.findByRole('textbox', { name: 'Transfer amount' }), '20.51');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The amount is more than your available balance')).toBeInTheDocument();
    expect(transfers.count).toBe(0);
  });

  it('a single-wallet merchant sees the balance and no transfers', async () => {
    useScenario('singleWallet');
    signIn('vip05');
    renderWallet();
    expect(await screen.findByRole('heading', { name: 'One wallet for everything' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recall all to main wallet' })).toBeNull();
  });

  it('is named in MY and CN', async () => {
    signIn('vip05');
    await changeLanguage('MY');
    renderWallet();
    expect(await screen.findByRole('button', { name: 'Tarik semua ke dompet utama' })).toBeInTheDocument();
    await changeLanguage('CN');
    expect(await screen.findByRole('button', { name: '一键回收到主钱包' })).toBeInTheDocument();
    await changeLanguage('EN');
  });
});
