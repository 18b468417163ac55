import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MemberHeaderView } from '@/ui/screens/account/MemberHeaderArea';

/** The member part of the header (spec 01 §2), every state from props. */
const meta = {
  title: 'Account/MemberHeader',
  component: MemberHeaderView,
  args: {
    nickname: 'Player One',
    memberId: '1001',
    rankLevel: 1,
    balance: 12345.6,
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
} satisfies Meta<typeof MemberHeaderView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};
export const BalanceHidden: Story = { args: { balanceHidden: true } };
export const BalanceRefreshing: Story = { args: { balanceLoading: true } };
export const BalanceUnknown: Story = { args: { balance: null } };
export const WithBadges: Story = { args: { unclaimed: 3, unread: 7 } };
export const Vip5: Story = { args: { rankLevel: 5, nickname: 'High Roller' } };
export const Agent: Story = { args: { isAgent: true, nickname: 'Agent One' } };
