/**
 * /vip (spec 01 §2; ADR 028): the ranks and their benefits from the merchant's player_rank_rules content
 * (sanitized server HTML), the member's own rank with its turnover progress, and for a visitor the
 * offer to log in instead; translated.
 */
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { changeLanguage, initI18n } from '@/i18n';
import { App } from '@/ui/app/App';
import { createQueryClient } from '@/ui/app/query-client';
import { signIn } from '../../support/mock-session';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 8000 });
  await initI18n('EN');
  await import('@/ui/screens/vip/VipScreen');
}, 60_000);

function renderVip() {
  const location = memoryLocation({ path: '/vip' });
  render(
    <App
      routerHook={location.hook}
      searchHook={location.searchHook}
      queryClient={createQueryClient({ test: true })}
    />,
  );
}

describe('/vip', () => {
  it('shows a visitor the ranks and benefits, and the login instead of a rank', async () => {
    renderVip();
    const page = await screen.findByRole('region', { name: 'VIP club' });
    const rules = within(page).getByRole('region', { name: 'Ranks and benefits' });
    const table = await within(rules).findByRole('table');
    expect(within(table).getByRole('row', { name: /VIP5 P 500,000 1.0%/ })).toBeInTheDocument();
    const mine = within(page).getByRole('region', { name: 'Your rank' });
    expect(within(mine).getByText('Log in to see your rank')).toBeInTheDocument();
    await userEvent.setup().click(within(mine).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it("shows a member's rank progress as progress bars", async () => {
    signIn('player01');
    renderVip();
    const mine = await screen.findByRole('region', { name: 'Your rank' });
    expect(await within(mine).findByRole('progressbar', { name: 'Monthly turnover' })).toBeInTheDocument();
    expect(within(mine).getByRole('progressbar', { name: 'Total turnover' })).toBeInTheDocument();
  });

  it('is translated', async () => {
    await changeLanguage('CN');
    renderVip();
    expect(await screen.findByRole('region', { name: 'VIP 俱乐部' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '等级与权益' })).toBeInTheDocument();
    await changeLanguage('EN');
  });
});
