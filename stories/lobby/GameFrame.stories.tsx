import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GameFrameView } from '@/ui/screens/game/GameFrame';
import GameScreen from '@/ui/screens/game/GameScreen';
import { handOverLaunchedGame } from '@/ui/screens/game/launched-games';

/** /game: the sandboxed frame with its close button and fallbacks. */
const meta = {
  title: 'Lobby/Game/Frame',
  // Both themes side by side (ADR 018): every component is seen in light and dark at once.
  globals: { theme: 'both' },
  component: GameFrameView,
  args: {
    url: '/mock-game.html?game=JL0001&name=Golden%20Empire',
    title: 'Golden Empire',
    blocked: false,
    state: 'loaded',
    onLoad: fn(),
    onClose: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof GameFrameView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Loading: Story = { args: { state: 'loading' } };
export const FailedToLoad: Story = { args: { state: 'failed' } };
export const HostNotAllowed: Story = { args: { url: 'https://evil.example/game', blocked: true } };
export const NoGameChosen: Story = { args: { url: null } };
export const Route: Story = {
  render: () => <GameScreen />,
  // A launch hands /game its address in memory (ADR 036), as the launch provider does.
  parameters: {
    route: `/game?launch=${handOverLaunchedGame('/mock-game.html?game=JL0001&name=Golden%20Empire')}&name=Golden%20Empire`,
  },
};
export const RouteForeignHost: Story = {
  render: () => <GameScreen />,
  parameters: { route: `/game?launch=${handOverLaunchedGame('https://evil.example/game')}` },
};
