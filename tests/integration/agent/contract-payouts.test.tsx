/**
 * A contract page's payout history and the way to offer a contract (spec 02 §2 dividend and salary
 * pages; ADR 040) against the mock: the daily salary page lists the payouts of agent1's accepted
 * daily contracts from the income report narrowed to DAILY_SALARY, with a total that is the exact sum
 * of the rows; the page tells the agent how a contract is offered or changed, since no call does it.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import Big from 'big.js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db, server } from '@mocks/node';
import { clearSession } from '@/api/session-store';
import { initI18n } from '@/i18n';
import { formatMoney } from '@/ui/components/format';
import { signIn } from '../../support/mock-session';
import { renderSite } from '../../support/site';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  await initI18n('EN');
  await import('@/ui/screens/agent/contracts/DailySalaryPage');
}, 60_000);

afterEach(() => clearSession());

describe('contract payouts', () => {
  it("lists the daily contracts' payouts with an exact total, and says how a contract is offered", async () => {
    signIn('agent1');
    const accepted = new Set(
      db.agentContract
        .findMany({ where: { agentKey: { equals: 'agent1' }, kind: { equals: 'daily' } } })
        .filter((c) => c.status === 'Accept')
        .map((c) => c.downline),
    );
    expect(accepted.size).toBeGreaterThan(0);
    const types: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/wps/report/income') types.push(url.searchParams.get('type') ?? '');
    });
    renderSite('/?ac=agentDailyWages2');
    const dialog = await screen.findByRole('dialog', { name: 'Agent' }, { timeout: 15_000 });
    const offer = await within(dialog).findByRole('region', { name: 'Offering or changing a contract' });
    expect(offer).toHaveTextContent(/contact customer service with the downline's username/);

    const history = within(dialog).getByRole('region', { name: 'Payout history' });
    const table = await within(history).findByRole('table', { name: 'Payouts under these contracts' });
    const rows = () => within(table).getAllByRole('row').slice(1, -1);
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(types).toEqual(['DAILY_SALARY']);
    const cells = rows().map((row) => within(row).getAllByRole('cell'));
    // Each payout is under an accepted daily contract, to its downline.
    for (const row of cells) expect(accepted.has(row[1]?.textContent ?? '')).toBe(true);
    const amounts = cells.map((row) => (row[4]?.textContent ?? '').replace(/[^\d.-]/g, ''));
    const sum = amounts.reduce((s, a) => s.plus(a), new Big(0));
    const totals = within(table).getAllByRole('row').at(-1);
    if (!totals) throw new Error('no totals row');
    expect(totals).toHaveTextContent(`P ${formatMoney(sum.toFixed(2))}`);
  });
});
