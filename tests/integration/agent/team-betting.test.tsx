/**
 * Team betting (spec 02 §2 agent centre) against the mock: the team's bets in every product a team
 * report covers (slots, cards, fishing, lottery; wire protocol §1.6) in one table, one product at a
 * time from the filter, and the note naming what no team report covers (ADR 040).
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
  await import('@/ui/screens/agent/reports/TeamBettingPage');
}, 60_000);

afterEach(() => clearSession());

/** The Product column's cells of the report table. */
function products(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1, -1)
    .map((row) => within(row).queryAllByRole('cell')[2]?.textContent ?? '');
}

/** The reports asked from now on, with the product each narrowed to. */
function reportsAsked(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/wps/report/'))
      seen.push(
        `${url.pathname.slice('/wps/report/'.length)} ${url.searchParams.get('gameType') ?? ''}`.trim(),
      );
  });
  return seen;
}

describe('team betting', () => {
  it('lists slots, cards, fishing and lottery together, one product from the filter, and says what is missing', async () => {
    signIn('agent1');
    const asked = reportsAsked();
    const user = userEvent.setup();
    renderSite('/?ac=personalHistoryCopy');
    const dialog = await screen.findByRole('dialog', { name: 'Agent' }, { timeout: 15_000 });
    const table = await within(dialog).findByRole('table', { name: 'Team betting' });
    // The last 30 days, so every product has bets in the derived reports.
    await user.click(within(dialog).getByRole('radio', { name: 'Last 30 days' }));
    await waitFor(() =>
      expect(new Set(products(table))).toEqual(new Set(['Slots', 'Card games', 'Fishing', 'Lottery'])),
    );
    expect(asked).toEqual(
      expect.arrayContaining(['teamPVPRNGBetting', 'teamPVPFishingPNL FISH', 'downlineLottoPNL']),
    );
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      /Live casino, sports and e-sports bets are not listed here/,
    );

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Product' }), 'Fishing');
    await waitFor(() => expect(new Set(products(table))).toEqual(new Set(['Fishing'])));
    expect(asked.at(-1)).toBe('teamPVPFishingPNL FISH');
  });
});
