/**
 * The report pages (spec 01 §2 Member centre) against the mock: betting records paged and filtered by date
 * and product; a changed filter cancels the request under way (its late answer never shows); a pending
 * deposit in account records with its status label; profit and loss totals that add up exactly; the empty,
 * invalid-range and failed states.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Big from 'big.js';
import { delay, http } from 'msw';
import { server } from '@mocks/node';
import { findMemberByAccount } from '@mocks/lib/accounts';
import { requestDeposit } from '@mocks/lib/ledger';
import { applyToBooks, newMovementId } from '@mocks/lib/ledger-store';
import { api } from '@/api/instance';
import { walletContract } from '@/contracts/wallet.contract';
import { isoDay } from '@/machines/recordsQuery/dateRange';
import { formatMoney } from '@/ui/components/format';
import { initI18n } from '@/i18n';
import { AppProviders } from '@/ui/app/providers';
import { createQueryClient } from '@/ui/app/query-client';
import AccountRecordsPage from '@/ui/screens/member/records/AccountRecordsPage';
import BettingRecordsPage from '@/ui/screens/member/records/BettingRecordsPage';
import ProfitLossPage from '@/ui/screens/member/records/ProfitLossPage';
import { renderWithProviders } from '../../setup/render';
import { signIn } from '../../support/mock-session';

beforeAll(async () => {
  await initI18n('EN');
});

function renderPage(Page: () => React.JSX.Element) {
  return renderWithProviders(
    <AppProviders queryClient={createQueryClient({ test: true })}>
      <Page />
    </AppProviders>,
    { route: '/?mc=personalHistoryCopy' },
  );
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1, -1);
const firstCells = (table: HTMLElement) =>
  bodyRows(table).map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');

/** The count the page states; its empty state ("No records in this period") counts as zero. */
function shownCount(): number {
  if (screen.queryByRole('heading', { name: 'No records in this period' })) return 0;
  return Number(/(\d+) records?/.exec(screen.getByText(/\d+ records?$/).textContent ?? '')?.[1]);
}

describe('betting records', () => {
  it('pages through the last 7 days and narrows by date and product', async () => {
    signIn('player01');
    const user = userEvent.setup();
    renderPage(BettingRecordsPage);
    const region = await screen.findByRole('region', { name: 'Betting records' });
    expect(screen.getByRole('radio', { name: 'Last 7 days' })).toHaveAttribute('aria-checked', 'true');
    expect(bodyRows(within(region).getByRole('table'))).toHaveLength(10);
    const pageOne = firstCells(within(region).getByRole('table'));
    const total = Number(/(\d+) records/.exec(screen.getByText(/\d+ records/).textContent ?? '')?.[1]);
    expect(total).toBeGreaterThan(10);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(firstCells(screen.getByRole('table'))).not.toEqual(pageOne));

    await user.click(screen.getByRole('radio', { name: 'Today' }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Today' })).toHaveAttribute('aria-checked', 'true'),
    );
    const today = isoDay(new Date());
    expect(await screen.findByText(`From ${today} to ${today}`)).toBeInTheDocument();
    // Just after midnight "Today" has no bets yet: the empty state is the fewer records then.
    await waitFor(() => expect(shownCount()).toBeLessThan(total));

    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Product' }), 'Slots');
    await waitFor(() => expect(shownCount()).toBeLessThan(total));
  });

  it('a changed filter cancels the request under way: its late answer never shows', async () => {
    signIn('player01');
    const aborted: boolean[] = [];
    let first = true;
    server.use(
      http.get('*/wps/report/accountGameBetHistory', async ({ request }) => {
        if (!first) return undefined;
        first = false;
        // The first request (last 7 days) hangs until the page gives it up.
        await new Promise<void>((resolve) => request.signal.addEventListener('abort', () => resolve()));
        aborted.push(request.signal.aborted);
        await delay(10);
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderPage(BettingRecordsPage);
    await screen.findByLabelText('Loading records');
    await user.click(screen.getByRole('radio', { name: 'Yesterday' }));
    await screen.findByRole('radiogroup', { name: 'Date range' });
    await waitFor(() => expect(aborted).toEqual([true]));
    const yesterday = isoDay(new Date(Date.now() - 86_400_000));
    expect(screen.getByText(`From ${yesterday} to ${yesterday}`)).toBeInTheDocument();
  });

  it('an invalid custom range is refused with its message; a range with no bets says so', async () => {
    signIn('player01');
    const user = userEvent.setup();
    renderPage(BettingRecordsPage);
    await screen.findByRole('region', { name: 'Betting records' });
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const from = await screen.findByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2020-02-10');
    await user.clear(to);
    await user.type(to, '2020-02-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a start date on or before the end date',
    );
    await user.clear(to);
    await user.type(to, '2020-02-20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('heading', { name: 'No records in this period' })).toBeInTheDocument();
  });
});

describe('account records', () => {
  it('shows a pending deposit with its status label, and narrows by type', async () => {
    signIn('player01');
    const member = findMemberByAccount('player01');
    const id = newMovementId();
    applyToBooks(member?.id ?? 0, (books) => requestDeposit(books, id, '250.75'));
    const user = userEvent.setup();
    renderPage(AccountRecordsPage);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Record type' }), 'Deposit');
    const row = await screen.findByRole('row', { name: new RegExp(String(id)) });
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('Deposit')).toBeInTheDocument();
    expect(within(row).getByText('P 250.75')).toBeInTheDocument();
  });
});

describe('profit and loss', () => {
  it('sums stake and win/loss per product exactly, with a totals row', async () => {
    signIn('player01');
    renderPage(ProfitLossPage);
    const region = await screen.findByRole('region', { name: 'Profit and loss per product' });
    const start = isoDay(new Date(Date.now() - 6 * 86_400_000));
    const query = { pageNo: 1, pageSize: 200, startDate: start, endDate: isoDay(new Date()) };
    // Every bet once: the betting record's products and the lottery's (the PVP/fishing report repeats bets of the first).
    const bets = await api.call(walletContract.betHistory, { query });
    const lottery = await api.call(walletContract.lottoPnl, { query });
    const all = { list: [...bets.list, ...lottery.list] };
    expect(lottery.list.length).toBeGreaterThan(0);
    const winLoss = all.list.reduce((sum, r) => sum.plus(String(r.winLoss ?? 0)), new Big(0));
    const rows = within(region).getAllByRole('row');
    const totals = rows[rows.length - 1];
    if (!totals) throw new Error('no totals row');
    expect(within(totals).getByText('Page total')).toBeInTheDocument();
    expect(within(totals).getByText(String(all.list.length))).toBeInTheDocument();
    // Exact: summed as decimals by the test, formatted by the site's one money formatter.
    expect(totals).toHaveTextContent(`${winLoss.gt(0) ? '+' : ''}P ${formatMoney(winLoss.toFixed(2))}`);
  });

  it("takes each product's totals from its report, and says when a report without totals leaves one incomplete", async () => {
    signIn('player01');
    const asked: string[] = [];
    server.use(
      http.get('*/wps/report/detailedLottoPNL', ({ request }) => {
        const gameType = new URL(request.url).searchParams.get('gameType') ?? '';
        asked.push(gameType);
        // An older backend: one page of a longer report, and no summary (it does narrow by product).
        return Response.json({
          success: true,
          value: {
            list:
              gameType === 'LOTT'
                ? [{ id: 'L1', betAmount: '10.10', winLoss: '-10.10', gameType: 'LOTT' }]
                : [],
            totalCount: 201,
            totalPages: 2,
            pageNo: 1,
          },
        });
      }),
    );
    renderPage(ProfitLossPage);
    const region = await screen.findByRole('region', { name: 'Profit and loss per product' });
    const lottery = within(region).getByRole('row', { name: /^Lottery/ });
    expect(lottery).toHaveTextContent('at least P 10.10');
    expect(screen.getByRole('note')).toHaveTextContent(/only its first 200 bets are counted/);
    const slots = within(region).getByRole('row', { name: /^Slots/ });
    expect(slots).not.toHaveTextContent('at least');
    expect(asked.sort()).toEqual(['ELOTT', 'LOTT']);
  });

  it('a backend that ignores the product filter: its whole report is shown once, marked as having no breakdown', async () => {
    signIn('player01');
    const asked: string[] = [];
    server.use(
      http.get('*/wps/report/accountGameBetHistory', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('gameType') ?? '');
        // The same whole report whatever gameType was asked: rows of several products, one summary.
        return Response.json({
          success: true,
          value: {
            list: [
              { id: 'B1', betAmount: '100.00', winLoss: '-40.00', gameType: 'RNG' },
              { id: 'B2', betAmount: '50.00', winLoss: '15.50', gameType: 'LIVE' },
              { id: 'B3', betAmount: '25.25', winLoss: '-5.25', gameType: 'SPORTS' },
            ],
            totalCount: 3,
            totalPages: 1,
            pageNo: 1,
            summary: { betCount: 3, betAmount: '175.25', winLoss: '-29.75' },
          },
        });
      }),
    );
    renderPage(ProfitLossPage);
    const region = await screen.findByRole('region', { name: 'Profit and loss per product' });
    expect(asked.length).toBeGreaterThan(1);
    const rows = within(region).getAllByRole('row');
    // The header, the one line and the totals: no line per product, no multiplied total.
    expect(rows).toHaveLength(3);
    expect(within(region).getByRole('row', { name: /^All products/ })).toHaveTextContent('P 175.25');
    const totals = rows[rows.length - 1];
    if (!totals) throw new Error('no totals row');
    expect(totals).toHaveTextContent(`P ${formatMoney('-29.75')}`);
    expect(totals).toHaveTextContent('175.25');
    expect(screen.getByRole('note')).toHaveTextContent(
      'the breakdown per product is not available from this backend',
    );
  });

  it('a failed report says so and retries', async () => {
    signIn('player01');
    let calls = 0;
    server.use(
      http.get('*/wps/report/accountGameBetHistory', () => {
        calls += 1;
        return calls === 1 ? Response.error() : undefined;
      }),
    );
    const user = userEvent.setup();
    renderPage(ProfitLossPage);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The records could not be loaded.');
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Profit and loss per product' })).toBeInTheDocument();
  });
});
