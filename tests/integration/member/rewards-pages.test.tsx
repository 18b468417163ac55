/**
 * Reward center, VIP rank and missions (issue 10) against the mock: a reward is claimed once even on a
 * double click, the balance rises by exactly its amount and it leaves the list; a ticket is claimed;
 * the rank's turnover shows as progress bars with their values; missions and the leaderboard show.
 */
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
    ?.mainBalance ?? 0;

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
    expect(mainBalance('player01')).toBeCloseTo(before + 18, 2);
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
