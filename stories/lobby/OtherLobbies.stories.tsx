import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import FbSportsScreen from '@/ui/screens/game/FbSportsScreen';
import LotteryScreen from '@/ui/screens/lottery/LotteryScreen';
import VnLotteryScreen from '@/ui/screens/lottery/VnLotteryScreen';
import { ElottScreen, EsportsScreen, LiveScreen, SportsScreen } from '@/ui/screens/lobby/VendorLobbyScreen';
import { VendorLobbyView } from '@/ui/screens/lobby/VendorLobbyView';

/** Live, sports, esports, e-lottery, lottery, Vietnamese lottery and FB sports pages. */
const meta = {
  title: 'Lobby/Screens/Other lobbies',
  // Both themes side by side (ADR 018): every component is seen in light and dark at once.
  globals: { theme: 'both' },
  component: VendorLobbyView,
  args: {
    title: 'Live casino',
    vendors: ['AG', 'EVO', 'SA', 'DG'].map((code, i) => ({
      vassalage: code,
      displayName: code,
      gameType: 'LIVE',
      isHot: i === 0 ? 1 : 0,
      maintenance: i === 3,
    })),
    loading: false,
    selected: null,
    onPlay: fn(),
  },
} satisfies Meta<typeof VendorLobbyView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VendorCards: Story = {};
export const VendorSelectedByParameter: Story = { args: { selected: 'SA' } };
export const VendorsLoading: Story = { args: { loading: true } };
export const NoVendors: Story = { args: { vendors: [] } };
export const Live: Story = { render: () => <LiveScreen />, parameters: { route: '/live' } };
export const Sports: Story = { render: () => <SportsScreen />, parameters: { route: '/sports' } };
export const Esports: Story = { render: () => <EsportsScreen />, parameters: { route: '/esports' } };
export const Elott: Story = { render: () => <ElottScreen />, parameters: { route: '/elott' } };
export const Lottery: Story = { render: () => <LotteryScreen />, parameters: { route: '/lottery' } };
export const LotteryGame: Story = {
  render: () => <LotteryScreen />,
  parameters: { route: '/lottery?vendor=TCG_SEA' },
};
export const VnLottery: Story = { render: () => <VnLotteryScreen />, parameters: { route: '/vnlottery' } };
export const VnLotteryOffline: Story = {
  render: () => <VnLotteryScreen />,
  parameters: { route: '/vnlottery', scenario: 'offline' },
};
export const FbSports: Story = { render: () => <FbSportsScreen />, parameters: { route: '/fbsports' } };
