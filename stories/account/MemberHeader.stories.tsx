import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LayoutModeOverride } from '@/ui/hooks/useLayoutMode';
import { MemberHeaderView } from '@/ui/screens/account/MemberHeaderArea';

/** The member part of the header (spec 01 §2), every state from props; the balance is the wire's decimal string. */
const meta = {
  title: 'Account/MemberHeader',
  component: MemberHeaderView,
  args: {
    nickname: 'Player One',
    memberId: '1001',
    rankLevel: 1,
    balance: '12345.60',
    balanceHidden: false,
    balanceLoading: false,
    currencySymbol: 'P',
    unclaimed: 0,
    unread: 0,
    isAgent: false,
    onToggleBalance: fn(),
    onRefreshBalance: fn(),
    onNavigate: fn(),
    onLogout: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MemberHeaderView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};
export const BothThemes: Story = { globals: { theme: 'both' } };
export const BalanceHidden: Story = { args: { balanceHidden: true } };
export const BalanceRefreshing: Story = { args: { balanceLoading: true } };
export const BalanceUnknown: Story = { args: { balance: null } };
/** Fourteen significant digits survive: the display never goes through a float. */
export const LargeBalance: Story = { args: { balance: '123456789012.34' } };
export const WithBadges: Story = { args: { unclaimed: 3, unread: 7 } };
export const Vip5: Story = { args: { rankLevel: 5, nickname: 'High Roller' } };
export const Agent: Story = { args: { isAgent: true, nickname: 'Agent One' } };

/** Choosing an item closes the menu and puts focus back on the avatar button. */
export const MenuClosesOnChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const avatar = canvas.getByRole('button', { name: /Player One/ });
    await userEvent.click(avatar);
    await userEvent.click(await canvas.findByRole('menuitem', { name: 'Mailbox' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('mailbox');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(avatar).toHaveFocus();
  },
};

/** The phone's row: balance, eye and avatar; Deposit and Withdraw are in the menu. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <LayoutModeOverride.Provider value="phone">
        <div style={{ width: 300 }}>
          <Story />
        </div>
      </LayoutModeOverride.Provider>
    ),
  ],
  args: { compact: true, unread: 2 },
  globals: { theme: 'both' },
};
export const PhoneMenuOpen: Story = {
  args: { compact: true, rankLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Player One/ }));
    await expect(await canvas.findByRole('menuitem', { name: 'Deposit' })).toHaveFocus();
  },
};
