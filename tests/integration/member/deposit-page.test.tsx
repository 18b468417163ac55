import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { advanceClock, db, resetClock, server } from '@mocks/node';
import { findMemberByAccount } from '@mocks/lib/accounts';
import { requestWithdrawal } from '@mocks/lib/ledger';
import { applyToBooks, newMovementId } from '@mocks/lib/ledger-store';
import { changeLanguage, initI18n } from '@/i18n';
import { AppProviders } from '@/ui/app/providers';
import { createQueryClient } from '@/ui/app/query-client';
import DepositPage from '@/ui/screens/member/deposit/DepositPage';
import { renderWithProviders } from '../../setup/render';
import { signIn } from '../../support/mock-session';

beforeAll(async () => {
  await initI18n('EN');
});

/** Every request the page sends, by path (the mock sees them all). */
function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}
const deposits = (seen: string[]) => seen.filter((r) => r.startsWith('POST /wps/transaction/deposit/'));

function renderDeposit(route = '/?mc=depositv2') {
  return renderWithProviders(
    <AppProviders queryClient={createQueryClient({ test: true })}>
      <DepositPage />
    </AppProviders>,
    { route },
  );
}

const amountField = () => screen.findByRole('textbox', { name: 'Deposit amount' });
const pendingDepositsOf = (account: string) =>
  db.transaction.findMany({
    where: {
      memberId: { equals: findMemberByAccount(account)?.id ?? 0 },
      kind: { equals: 'DEPOSIT' },
      status: { equals: 'PENDING' },
    },
  });

/** The seed's own pending withdrawals (old, random) are left out: each test makes the ones it reads. */
function clearPendingWithdrawals(account: string): void {
  db.transaction.deleteMany({
    where: {
      memberId: { equals: findMemberByAccount(account)?.id ?? 0 },
      kind: { equals: 'WITHDRAW' },
      status: { equals: 'PENDING' },
    },
  });
}

function pendingWithdrawal(account: string, amount: string): number {
  const member = findMemberByAccount(account);
  if (!member) throw new Error(`no member ${account}`);
  const id = newMovementId();
  const result = applyToBooks(member.id, (books) => requestWithdrawal(books, id, amount));
  if (!result.ok) throw new Error(result.code);
  return id;
}

describe('deposit page against the mock', () => {
  it("offers the merchant's methods; bank transfer shows the receiving account with a copy button", async () => {
    signIn('player01');
    const user = userEvent.setup();
    renderDeposit();
    const methods = await screen.findByRole('group', { name: 'Payment method' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['mt', 'pg', 'ma', 'qr']);
    expect(within(methods).getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    const account = screen.getByRole('region', { name: 'Pay into this account' });
    expect(within(account).getByText('5140 1234 5678')).toBeInTheDocument();
    await user.click(within(account).getByRole('button', { name: 'Copy account number' }));
    expect(await within(account).findByRole('status')).toHaveTextContent('Account number copied');
    await expect(navigator.clipboard.readText()).resolves.toBe('514012345678');

    await user.click(within(methods).getByRole('radio', { name: 'E-wallet' }));
    expect(screen.queryByRole('region', { name: 'Pay into this account' })).toBeNull();
  });

  it('refuses amounts under the minimum and over the maximum with their message, sends nothing, keeps the typing', async () => {
    signIn('player01');
    const user = userEvent.setup();
    const seen = recordRequests();
    const before = pendingDepositsOf('player01').length;
    renderDeposit();
    const amount = await amountField();
    expect(screen.getByText('Minimum P 100.00, maximum P 50,000.00')).toBeInTheDocument();
    await user.type(amount, '99.99');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The minimum amount is P 100.00');
    expect(amount).toHaveValue('99.99');
    expect(amount).toHaveAccessibleDescription(/The minimum amount is P 100.00/);

    await user.clear(amount);
    await user.type(amount, '50000.01{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The maximum amount is P 50,000.00');
    expect(amount).toHaveValue('50000.01');
    expect(deposits(seen)).toEqual([]);
    expect(pendingDepositsOf('player01')).toHaveLength(before);
  });

  it('a double click on a quick amount deposit creates one pending deposit, shows it and refreshes the balance', async () => {
    signIn('player01');
    const user = userEvent.setup();
    const seen = recordRequests();
    const before = new Set(pendingDepositsOf('player01').map((d) => d.id));
    renderDeposit();
    await amountField();
    const chip = screen.getByRole('button', { name: '500.00' });
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(await amountField()).toHaveValue('500');
    const balanceReadsBefore = seen.filter((r) => r === 'GET /wps/v2/wallets/balance').length;
    await user.dblClick(screen.getByRole('button', { name: 'Deposit' }));

    const result = await screen.findByRole('region', { name: 'Deposit submitted' });
    expect(within(result).getByText('Pending')).toBeInTheDocument();
    expect(within(result).getByText('P 500.00')).toBeInTheDocument();
    expect(within(result).getByText('Bank transfer')).toBeInTheDocument();
    // Still to be paid: the receiving account stays in view with the record.
    expect(within(result).getByRole('region', { name: 'Pay into this account' })).toHaveTextContent(
      '5140 1234 5678',
    );
    expect(deposits(seen)).toEqual(['POST /wps/transaction/deposit/mt']);
    const pending = pendingDepositsOf('player01').filter((d) => !before.has(d.id));
    expect(pending).toHaveLength(1);
    expect(pending[0]?.amount).toBe('500');
    expect(within(result).getByText(String(pending[0]?.id))).toBeInTheDocument();
    await waitFor(() =>
      expect(seen.filter((r) => r === 'GET /wps/v2/wallets/balance').length).toBeGreaterThan(
        balanceReadsBefore,
      ),
    );

    await user.click(within(result).getByRole('button', { name: 'Make another deposit' }));
    expect(await amountField()).toHaveValue('');
  });

  it('an optional deposit promotion is sent with the deposit and shown on its record', async () => {
    signIn('player01');
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/wps/transaction/deposit/'))
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b));
    });
    renderDeposit();
    const promotion = await screen.findByRole('combobox', { name: 'Promotion (optional)' });
    const options = within(promotion).getAllByRole('option');
    expect(options[0]).toHaveTextContent('No promotion');
    const streak = within(promotion).getByRole('option', { name: 'Deposit streak 7 days' });
    await user.selectOptions(promotion, streak);
    await user.type(await amountField(), '100');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const result = await screen.findByRole('region', { name: 'Deposit submitted' });
    expect(within(result).getByText('Deposit streak 7 days')).toBeInTheDocument();
    expect(bodies).toEqual([{ amount: '100', promotionId: streak.getAttribute('value') }]);
  });

  it('a QR deposit shows the code to scan; a gateway deposit links to the checked payment page', async () => {
    signIn('player01');
    const user = userEvent.setup();
    renderDeposit();
    await user.click(await screen.findByRole('radio', { name: 'QR payment' }));
    await user.type(await amountField(), '150.25');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const result = await screen.findByRole('region', { name: 'Deposit submitted' });
    expect(await within(result).findByRole('img', { name: 'Scan to pay' })).toBeInTheDocument();
    expect(within(result).getByText('P 150.25')).toBeInTheDocument();

    await user.click(within(result).getByRole('button', { name: 'Make another deposit' }));
    await user.click(await screen.findByRole('radio', { name: 'Online banking' }));
    await user.type(await amountField(), '200');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const link = await screen.findByRole('link', { name: 'Continue to payment' });
    expect(link.getAttribute('href')).toMatch(/\/mock-pay\/index\.html\?tx=\d+$/);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('a refused deposit says why and keeps the amount and the method', async () => {
    signIn('player01');
    const user = userEvent.setup();
    server.use(
      http.post('*/wps/transaction/deposit/:channel', () =>
        HttpResponse.json({ success: false, errorCode: 'system.error', message: 'boom' }, { status: 500 }),
      ),
    );
    renderDeposit();
    await user.click(await screen.findByRole('radio', { name: 'E-wallet' }));
    await user.type(await amountField(), '300');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    expect(await amountField()).toHaveValue('300');
    expect(screen.getByRole('radio', { name: 'E-wallet' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeEnabled();
  });

  it('shows a clear state and no form when the merchant turned deposits off', async () => {
    signIn('vip05');
    renderWithProviders(
      <AppProviders queryClient={createQueryClient({ test: true })}>
        <DepositPage />
      </AppProviders>,
      { route: '/?mc=depositv2', scenario: 'depositDisabled' },
    );
    await screen.findByRole('heading', { name: 'Deposits are not available' });
    expect(screen.queryByRole('textbox', { name: 'Deposit amount' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
  });

  it('settings that fail to load offer a retry that loads the form', async () => {
    signIn('player01');
    const user = userEvent.setup();
    let down = true;
    server.use(
      http.get('*/wps/relay/MCSFE_getDepositSettings', () =>
        down
          ? HttpResponse.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 })
          : undefined,
      ),
    );
    renderDeposit();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Deposit options could not be loaded.');
    down = false;
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await amountField()).toBeInTheDocument();
  });

  const NAMES = {
    MY: {
      amount: 'Jumlah deposit',
      bank: 'Pindahan bank',
      submit: 'Deposit',
      confirm: 'Pengesahan pembayaran',
      min: 'minimum',
    },
    CN: { amount: '存款金额', bank: '银行转账', submit: '存款', confirm: '付款确认', min: '最低' },
  } as const;
  for (const [language, names] of Object.entries(NAMES) as Array<
    [keyof typeof NAMES, (typeof NAMES)[keyof typeof NAMES]]
  >) {
    it(`controls are named by their visible text in ${language}, and the limits are translated`, async () => {
      await changeLanguage(language);
      try {
        signIn('player01');
        const user = userEvent.setup();
        renderDeposit();
        const amount = await screen.findByRole('textbox', { name: names.amount });
        expect(screen.getByRole('radio', { name: names.bank })).toBeChecked();
        expect(screen.getByRole('tab', { name: names.confirm })).toBeInTheDocument();
        await user.type(amount, '1');
        await user.click(screen.getByRole('button', { name: names.submit }));
        expect(await screen.findByRole('alert')).toHaveTextContent(
          new RegExp(`${names.min}.*P 100\\.00`, 'i'),
        );
      } finally {
        await changeLanguage('EN');
      }
    });
  }
});

describe('payment confirmation (C2C) against the mock', () => {
  const png = (name: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

  it('is empty with a way back to the deposit form when nothing waits', async () => {
    signIn('player01');
    clearPendingWithdrawals('player01');
    const user = userEvent.setup();
    renderDeposit('/?mc=depositv2&mc.tab=confirm');
    await screen.findByRole('heading', { name: 'Nothing to confirm' });
    await user.click(screen.getByRole('button', { name: 'Make a deposit' }));
    expect(await amountField()).toBeInTheDocument();
  });

  it('refuses wrong proof pictures rule by rule, then confirms received with at most 3 pictures', async () => {
    signIn('player01');
    clearPendingWithdrawals('player01');
    const id = pendingWithdrawal('player01', '200');
    const user = userEvent.setup({ applyAccept: false });
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('MCSFE_processC2CTransaction'))
        void request
          .clone()
          .json()
          .then((b) => bodies.push(b));
    });
    renderDeposit('/?mc=depositv2&mc.tab=confirm');
    // The one waiting transfer is the list's only item.
    await screen.findByText('Amount received');
    const [item, ...others] = screen.getAllByRole('listitem');
    if (!item) throw new Error('no item');
    expect(others).toEqual([]);
    expect(within(item).getByText('P 200.00')).toBeInTheDocument();
    expect(within(item).getByText(/Counts as received at/)).toBeInTheDocument();
    const input = within(item).getByLabelText('Add proof image');

    await user.upload(input, new File(['gif'], 'proof.gif', { type: 'image/gif' }));
    expect(within(item).getByRole('alert')).toHaveTextContent('proof.gif is not a png or jpg picture');
    await user.upload(input, png('huge.png', 5 * 1024 * 1024 + 1));
    expect(within(item).getByRole('alert')).toHaveTextContent('huge.png is larger than 5 MB');
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(within(item).getByRole('alert')).toHaveTextContent('d.png was not added: at most 3 images');
    expect(within(item).getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
    expect(within(item).queryByLabelText('Add proof image')).toBeNull();

    await user.dblClick(within(item).getByRole('button', { name: 'Received' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Confirmed as received');
    await screen.findByRole('heading', { name: 'Nothing to confirm' });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ transactionId: id, received: true });
    const sent = bodies[0] as { proofImages: string[] };
    expect(sent.proofImages).toHaveLength(3);
    expect(sent.proofImages[0]).toMatch(/^data:image\/png;base64,/);
    expect(db.transaction.findFirst({ where: { id: { equals: id } } })?.status).toBe('SUCCESS');
  });

  it('not received gives the held amount back', async () => {
    signIn('player01');
    clearPendingWithdrawals('player01');
    const id = pendingWithdrawal('player01', '100');
    const user = userEvent.setup();
    renderDeposit('/?mc=depositv2&mc.tab=confirm');
    await user.click(await screen.findByRole('button', { name: 'Not received' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Reported as not received/));
    expect(db.transaction.findFirst({ where: { id: { equals: id } } })?.status).toBe('REJECTED');
  });

  it('past the configured minutes a transfer counts as received and can no longer be answered', async () => {
    signIn('player01');
    clearPendingWithdrawals('player01');
    advanceClock(-31 * 60_000);
    pendingWithdrawal('player01', '120');
    resetClock();
    renderDeposit('/?mc=depositv2&mc.tab=confirm');
    expect(await screen.findByText('Received: not confirmed within 30 minutes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Received' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Not received' })).toBeNull();
  });

  it('an answer that arrives after the deadline is refused by the backend and counted as received', async () => {
    signIn('player01');
    clearPendingWithdrawals('player01');
    advanceClock(-29 * 60_000);
    const id = pendingWithdrawal('player01', '130');
    resetClock();
    const user = userEvent.setup();
    renderDeposit('/?mc=depositv2&mc.tab=confirm');
    const answer = await screen.findByRole('button', { name: 'Not received' });
    // The minute runs out on the backend's clock while the member reads the page.
    advanceClock(2 * 60_000);
    await user.click(answer);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Counted as received: the time to answer had passed',
      ),
    );
    expect(db.transaction.findFirst({ where: { id: { equals: id } } })?.status).toBe('SUCCESS');
    await screen.findByRole('heading', { name: 'Nothing to confirm' });
  });
});
