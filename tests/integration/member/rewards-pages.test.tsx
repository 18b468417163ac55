/**
 * Reward center, VIP rank and missions (spec 01 §2 Member centre) against the mock: a reward is claimed once
 * even on a double click, the balance rises by exactly its amount and it leaves the list; a ticket is
 * claimed; the rank's turnover shows as progress bars with their values; missions and the leaderboard show.
 */
import { add } from '@/money/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, server } from '@mocks/node';
import { findMemberByAccount } from '@mocks/lib/accounts';
import { changeLanguage, initI18n } from '@/i18n';
import { AppProviders } from '@/ui/app/providers';
import { createQueryClient } from '@/ui/app/query-client';
import MissionPage from '@/ui/screens/member/rewards/MissionPage';
import PlayerRankPage from '@/ui/screens/member/rewards/PlayerRankPage';
import RewardCenterPage from '@/ui/screens/member/rewards/RewardCenterPage';
import { renderWithProviders } from '../../setup/render';
import { signIn } from '../../support/mock-session';
import { countRequests } from '../../support/site';

beforeAll(async () => {
  await initI18n('EN');
});

function renderPage(Page: () => React.JSX.Element) {
  return renderWithProviders(
    <AppProviders queryClient={createQueryClient({ test: true })}>
      <Page />
    </AppProviders>,
    { route: '/?mc=rewardCenter' },
  );
}

const mainBalance = (account: string) =>
  db.wallet.findFirst({ where: { memberId: { equals: findMemberByAccount(account)?.id ?? 0 } } })
    ?.mainBalance ?? 'no wallet';

function countClaims(): { readonly count: number } {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/wps/relay/MCSFE_claimIssuedPromotion') seen.count += 1;
  });
  return seen;
}

describe('reward center', () => {
  it('claims a reward once on a double click; the balance rises by exactly its amount and it leaves the list', async () => {
    signIn('player01');
    const claims = countClaims();
    const before = mainBalance('player01');
    const user = userEvent.setup();
    renderPage(RewardCenterPage);
    const list = await screen.findByRole('list', { name: 'Rewards to claim' });
    const items = within(list).getAllByRole('listitem');
    const [first] = items;
    if (!first) throw new Error('no reward');
    const button = within(first).getByRole('button', { name: /^Claim / });
    const name = button.getAttribute('aria-label') ?? '';
    await user.dblClick(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Claimed');
    await waitFor(() => expect(screen.queryByRole('button', { name })).toBeNull());
    expect(claims.count).toBe(1);
    expect(mainBalance('player01')).toBe(add(before, '18'));
  });

  it('claims a ticket, and the claim shows in the history', async () => {
    signIn('player01');
    const user = userEvent.setup();
    renderPage(RewardCenterPage);
    await user.click(await screen.findByRole('tab', { name: 'Tickets' }));
    const list = await screen.findByRole('list', { name: 'Your tickets' });
    const [button] = within(list).getAllByRole('button', { name: /^Claim / });
    if (!button) throw new Error('no ticket to claim');
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Claimed');
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(await screen.findByRole('list', { name: 'Claimed rewards' })).toBeInTheDocument();
  });

  it("spins a ticket's slot machine until only the final spin is left, which Claim takes", async () => {
    signIn('player01');
    const user = userEvent.setup();
    const spins = countRequests('/wps/relay/PROMOFE_spinSlotMachine');
    renderPage(RewardCenterPage);
    await user.click(await screen.findByRole('tab', { name: 'Tickets' }));
    const list = await screen.findByRole('list', { name: 'Your tickets' });
    const ticket = () => {
      const item = within(list)
        .getAllByRole('listitem')
        .find((li) => within(li).queryByText('Lucky spin ticket') !== null);
      if (!item) throw new Error('no Lucky spin ticket');
      return item;
    };
    expect(within(ticket()).getByText(/3 spins left/)).toBeInTheDocument();
    await user.dblClick(within(ticket()).getByRole('button', { name: 'Spin Lucky spin ticket' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Your spin: /);
    expect(spins.count).toBe(1);
    expect(await within(ticket()).findByText(/2 spins left/)).toBeInTheDocument();
    await user.click(within(ticket()).getByRole('button', { name: 'Spin Lucky spin ticket' }));
    expect(await within(ticket()).findByText(/1 spin left: Claim takes it/)).toBeInTheDocument();
    expect(within(ticket()).queryByRole('button', { name: 'Spin Lucky spin ticket' })).toBeNull();
    expect(within(ticket()).getByRole('button', { name: 'Claim Lucky spin ticket' })).toBeInTheDocument();
    expect(spins.count).toBe(2);
  });

  it('cancels a ticket only after the confirmation, with one request', async () => {
    signIn('player01');
    const user = userEvent.setup();
    const cancels = countRequests('/wps/relay/MCSFE_cancelTicket');
    renderPage(RewardCenterPage);
    await user.click(await screen.findByRole('tab', { name: 'Tickets' }));
    const list = await screen.findByRole('list', { name: 'Your tickets' });
    const cancel = await within(list).findByRole('button', { name: 'Cancel Deposit bonus ticket' });
    await user.click(cancel);
    const ask = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(ask).toHaveTextContent('Cancel this ticket? It cannot be used afterwards.');
    await user.click(within(ask).getByRole('button', { name: 'Keep ticket' }));
    expect(cancels.count).toBe(0);
    await user.click(within(list).getByRole('button', { name: 'Cancel Deposit bonus ticket' }));
    const again = await screen.findByRole('dialog', { name: 'Please confirm' });
    await user.click(within(again).getByRole('button', { name: 'Cancel ticket' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The ticket is cancelled.');
    expect(cancels.count).toBe(1);
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: 'Claim Deposit bonus ticket' })).toBeNull(),
    );
    expect(within(list).getAllByText('Cancelled')).toHaveLength(1);
  });
});

describe('VIP rank', () => {
  it('shows the rank and its turnover as progress bars with their values', async () => {
    signIn('player01');
    renderPage(PlayerRankPage);
    const monthly = await screen.findByRole('progressbar', { name: 'Monthly turnover' });
    expect(Number(monthly.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
    expect(monthly.getAttribute('aria-valuetext')).toMatch(/^\d+% · P [\d,]+\.\d{2} \/ P [\d,]+\.\d{2}$/);
    expect(screen.getByRole('progressbar', { name: 'Total turnover' })).toBeInTheDocument();
    expect(screen.getByText(/^Next rank: VIP\d+$/)).toBeInTheDocument();
  });
});

describe('missions', () => {
  it('shows the missions with their progress and the leaderboard; translated', async () => {
    signIn('player01');
    renderPage(MissionPage);
    const list = await screen.findByRole('list', { name: 'Missions' });
    expect(within(list).getAllByRole('progressbar').length).toBeGreaterThan(0);
    expect(await screen.findByRole('table', { name: 'Leaderboard' })).toBeInTheDocument();
    await changeLanguage('CN');
    expect(await screen.findByRole('table', { name: '排行榜' })).toBeInTheDocument();
    await changeLanguage('EN');
  });
});
