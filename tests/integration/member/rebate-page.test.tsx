/**
 * Manual rebate (spec 01 §2 manualRebate; ADR 024, exact money ADR 021) against the mock: each product's
 * rate, valid bets and rebate; a claim (double-clicked) sends one request, credits exactly the rebate shown
 * and leaves nothing more to claim for that product; a failed load offers a retry; translated.
 */
import { add } from '@/money/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, server } from '@mocks/node';
import { findMemberByAccount } from '@mocks/lib/accounts';
import { changeLanguage, initI18n } from '@/i18n';
import { AppProviders } from '@/ui/app/providers';
import { createQueryClient } from '@/ui/app/query-client';
import ManualRebatePage from '@/ui/screens/member/rewards/ManualRebatePage';
import { renderWithProviders } from '../../setup/render';
import { signIn } from '../../support/mock-session';

beforeAll(async () => {
  await initI18n('EN');
});

function renderPage() {
  return renderWithProviders(
    <AppProviders queryClient={createQueryClient({ test: true })}>
      <ManualRebatePage />
    </AppProviders>,
    { route: '/?mc=manualRebate' },
  );
}

const mainBalance = (account: string) =>
  db.wallet.findFirst({ where: { memberId: { equals: findMemberByAccount(account)?.id ?? 0 } } })
    ?.mainBalance ?? 'no wallet';

describe('manual rebate', () => {
  it('claims one product’s rebate once; the wallet rises by exactly the rebate shown and it drops to zero', async () => {
    signIn('vip05');
    let claims = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/wps/relay/MCSFE_claimManualRebate') claims += 1;
    });
    const before = mainBalance('vip05');
    const user = userEvent.setup();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Rebate per product' });
    const rowOf = (name: string) =>
      within(screen.getByRole('list', { name: 'Rebate per product' }))
        .getAllByRole('listitem')
        .find((li) => within(li).queryByText(name) !== null);
    const item = within(list)
      .getAllByRole('listitem')
      .find((li) => within(li).queryByRole('button') !== null);
    if (!item) throw new Error('nothing to claim');
    const button = within(item).getByRole('button');
    const shown = /rebate P ([\d,]+\.\d{2})/.exec(item.textContent ?? '')?.[1] ?? '';
    expect(shown).not.toBe('');
    // The button is named after its product: "Claim Slots".
    const product = (button.getAttribute('aria-label') ?? '').replace(/^Claim /, '');
    await user.dblClick(button);
    expect(await screen.findByRole('status')).toHaveTextContent(`${product} rebate claimed`);
    expect(claims).toBe(1);
    expect(mainBalance('vip05')).toBe(add(before, shown.replace(/,/g, '')));
    await waitFor(() => expect(rowOf(product)).toHaveTextContent('rebate P 0.00'));
  });

  it('offers a retry when the rebate cannot be loaded, and shows it after the retry', async () => {
    signIn('vip05');
    let fail = true;
    server.use(
      http.get('*/wps/relay/MCSFE_getCustomerRebateSettingByProductType', () =>
        fail
          ? HttpResponse.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 })
          : undefined,
      ),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Your rebate could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Rebate per product' })).toBeInTheDocument();
  });

  it('is translated', async () => {
    signIn('vip05');
    await changeLanguage('CN');
    renderPage();
    expect(await screen.findByRole('list', { name: '各产品返水' })).toBeInTheDocument();
    expect(screen.getByText('现在可领取的返水')).toBeInTheDocument();
    await changeLanguage('EN');
  });
});
