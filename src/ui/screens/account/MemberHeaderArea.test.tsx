import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { renderWithProviders } from '../../../../tests/setup/render';
import { MemberHeaderView } from './MemberHeaderArea';

beforeAll(async () => {
  await initI18n('EN');
});

describe('member menu', () => {
  const member = (compact: boolean, avatar: string | null = null) => {
    const onNavigate = vi.fn();
    const onLogout = vi.fn();
    renderWithProviders(
      <MemberHeaderView
        nickname="Player One"
        memberId="1001"
        rankLevel={2}
        balance="1234567.89"
        balanceHidden={false}
        balanceLoading={false}
        currencySymbol="P"
        unclaimed={0}
        unread={0}
        isAgent={false}
        avatar={avatar}
        compact={compact}
        onToggleBalance={vi.fn()}
        onRefreshBalance={vi.fn()}
        onNavigate={onNavigate}
        onLogout={onLogout}
      />,
    );
    return { onNavigate, onLogout };
  };

  it.each(['My account', 'Mailbox', 'VIP rank', 'Points Shop', 'VIP club', 'Sign out'])(
    'choosing %s closes the menu and puts focus back on the avatar',
    async (name) => {
      const user = userEvent.setup();
      const { onNavigate, onLogout } = member(false);
      const avatar = screen.getByRole('button', { name: /Player One/ });
      await user.click(avatar);
      expect(screen.getByRole('menuitem', { name: 'My account' })).toHaveFocus();
      await user.click(screen.getByRole('menuitem', { name }));
      expect(screen.queryByRole('menu')).toBeNull();
      expect(avatar).toHaveAttribute('aria-expanded', 'false');
      expect(avatar).toHaveFocus();
      expect(onNavigate.mock.calls.length + onLogout.mock.calls.length).toBe(1);
    },
  );

  it.each([
    ['Points Shop', 'pointMall'],
    ['VIP club', 'vip'],
  ])('leads from %s to its page (spec 01 §2 routes)', async (name, target) => {
    const user = userEvent.setup();
    const { onNavigate } = member(true);
    await user.click(screen.getByRole('button', { name: /Player One/ }));
    await user.click(screen.getByRole('menuitem', { name }));
    expect(onNavigate).toHaveBeenCalledWith(target);
  });

  it("draws the avatar the avatar call names, the initial while there is none, and keeps the member's name", () => {
    member(false, '2');
    const button = screen.getByRole('button', { name: /Player One/ });
    const face = within(button).getByTestId('avatar');
    expect(face).toHaveAttribute('data-avatar', '2');
    expect(face).toHaveTextContent('');
    expect(button).toHaveAccessibleName(/^Player One/);
  });

  it.each([null, '99', 'x'])('shows the initial for the avatar %s', (avatar) => {
    member(false, avatar);
    const face = within(screen.getByRole('button', { name: /Player One/ })).getByTestId('avatar');
    expect(face).toHaveAttribute('data-avatar', 'initial');
    expect(face).toHaveTextContent('P');
  });

  it('on the phone row shows balance and avatar; Deposit and Withdraw are in the menu', async () => {
    const user = userEvent.setup();
    const { onNavigate } = member(true);
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
    // The eye is an icon with the name of what it does; the balance button is named by the balance.
    expect(screen.getByRole('button', { name: 'Hide balance' }).textContent).toBe('');
    expect(screen.getByRole('button', { name: /^P\s?1,234,567\.89$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Player One/ }));
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('deposit');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('balance sync in the header', () => {
  const header = (props: { balanceUpdating?: boolean; recallNotice?: string | null }) =>
    renderWithProviders(
      <MemberHeaderView
        nickname="Player One"
        memberId="1001"
        rankLevel={2}
        balance="1234.50"
        balanceHidden={false}
        balanceLoading={false}
        currencySymbol="P"
        unclaimed={0}
        unread={0}
        isAgent={false}
        onToggleBalance={vi.fn()}
        onRefreshBalance={vi.fn()}
        onNavigate={vi.fn()}
        onLogout={vi.fn()}
        {...props}
      />,
    );

  it('says it is updating instead of showing a figure that may be from before the game', () => {
    header({ balanceUpdating: true });
    const button = screen.getByRole('button', { name: 'Updating…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/1,234\.50/)).toBeNull();
  });

  it('shows the figure once the refresh answered, and the recall notice as a status', () => {
    header({
      balanceUpdating: false,
      recallNotice: 'P 15.00 came back from the game wallet to your main wallet.',
    });
    expect(screen.getByRole('button', { name: /1,234\.50/ })).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('P 15.00 came back from the game wallet');
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });
});
