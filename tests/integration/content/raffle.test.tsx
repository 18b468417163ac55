/**
 * The home page's raffle block (spec 02 §1, §7; ADR 031) against the mock: a member sees the draws left, a
 * draw sends one claim (a double click too) and shows the prize, and after the day's three draws the
 * block says none are left; a visitor is offered the login and nothing is asked.
 */
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import { AppProviders } from '@/ui/app/providers';
import { createQueryClient } from '@/ui/app/query-client';
import { RaffleBlock } from '@/ui/screens/home/RaffleBlock';
import { signIn } from '../../support/mock-session';
import { countRequests } from '../../support/site';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
});

function showRaffle() {
  render(
    <AppProviders queryClient={createQueryClient({ test: true })}>
      <RaffleBlock promotionId="RAFFLE" />
    </AppProviders>,
  );
}

describe('raffle block', () => {
  it('draws once per press, shows the prize, and says when the day’s draws are used', async () => {
    signIn('player01');
    const claims = countRequests('/wps/relay/MCS2_claimRafflePromotion');
    showRaffle();
    const user = userEvent.setup();
    expect(await screen.findByText('3 draws left today')).toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: 'Draw' }));
    expect(await screen.findByText(/^You won P \d+\.00!$/)).toBeInTheDocument();
    expect(claims.count).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Draw again' }));
    expect(await screen.findByText('2 draws left today')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Draw' }));
    await user.click(await screen.findByRole('button', { name: 'Draw again' }));
    await user.click(await screen.findByRole('button', { name: 'Draw' }));
    await user.click(await screen.findByRole('button', { name: 'Draw again' }));
    expect(await screen.findByRole('heading', { name: 'No draws left today' })).toBeInTheDocument();
    expect(claims.count).toBe(3);
  });

  it('offers a visitor the login and asks nothing', async () => {
    const asked = countRequests('/wps/relay/MCSFE_getRafflePromotionStatus');
    showRaffle();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join the draw' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(asked.count).toBe(0);
  });
});
