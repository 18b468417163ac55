/**
 * The agent centre's downline reports narrow to one username (spec 02 §2 Agent centre) against the mock: the
 * search sends the username with the report's request and the table then lists that downline only; an empty
 * search lists the whole team again.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { clearSession } from '@/api/session-store';
import { initI18n } from '@/i18n';
import { signIn } from '../../support/mock-session';
import { renderSite } from '../../support/site';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 10_000 });
  await initI18n('EN');
  await import('@/ui/screens/agent/reports/ProfitLossPage');
}, 60_000);

afterEach(() => clearSession());

/** The username each report request carried (null: none), from now on. */
function reportUsernames(): (string | null)[] {
  const seen: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/wps/report/')) seen.push(url.searchParams.get('username'));
  });
  return seen;
}

/** The Username column's cells of the report table. */
function usernames(table: HTMLElement): string[] {
  const rows = within(table).getAllByRole('row').slice(1);
  return rows
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent ?? '')
    .filter((name) => name !== '');
}

describe('agent reports by username', () => {
  it('lists one downline after a search, and the whole team after an empty one', async () => {
    signIn('agent1');
    const user = userEvent.setup();
    const sent = reportUsernames();
    renderSite('/?ac=palStatementsAgentCopy');
    const dialog = await screen.findByRole('dialog', { name: 'Agent' }, { timeout: 15_000 });
    const table = await within(dialog).findByRole('table', { name: 'User profit and loss' });
    await waitFor(() => expect(new Set(usernames(table)).size).toBeGreaterThan(1));

    const search = within(dialog).getByRole('search');
    await user.type(within(search).getByRole('textbox', { name: 'Downline username' }), ' agent1d001 ');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(new Set(usernames(table))).toEqual(new Set(['agent1d001'])));
    expect(sent).toContain('agent1d001');

    await user.clear(within(search).getByRole('textbox', { name: 'Downline username' }));
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(new Set(usernames(table)).size).toBeGreaterThan(1));
    expect(sent.at(-1)).toBeNull();
  });
});
