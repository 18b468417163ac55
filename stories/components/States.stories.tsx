import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import SearchX from 'lucide-react/icons/search-x';
import WifiOff from 'lucide-react/icons/wifi-off';
import { Button } from '@/ui/components/Button';
import { EmptyState } from '@/ui/components/EmptyState';
import { Skeleton } from '@/ui/components/Skeleton';
import { GameGrid } from '@/ui/screens/lobby/GameCard';
import { GameGridSkeleton } from '@/ui/screens/lobby/GameGridSkeleton';
import { storyGames } from '../lobby/fixtures';

/** Loading and empty states (ADR 018): skeletons in the real card's size; empty states with an icon and a way on. */
const meta = {
  title: 'Shell/Components/States',
  // Both themes side by side (ADR 018): every component is seen in light and dark at once.
  globals: { theme: 'both' },
  component: EmptyState,
  args: { title: 'No games found', message: 'Try another provider or clear the search.' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoGames: Story = {
  args: {
    icon: SearchX,
    action: (
      <Button variant="secondary" onClick={fn()}>
        Clear search
      </Button>
    ),
  },
};
export const NoFavourites: Story = {
  args: {
    title: 'You have no saved games yet',
    message: 'Tap the heart on a game to keep it here.',
    action: <Button onClick={fn()}>Browse slots</Button>,
  },
};
export const LoadFailed: Story = {
  args: {
    icon: WifiOff,
    tone: 'danger',
    title: 'The games could not be loaded',
    message: 'Check your connection and try again.',
    action: <Button onClick={fn()}>Try again</Button>,
  },
};
export const Skeletons: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320, padding: 16 }}>
      <Skeleton width="60%" />
      <Skeleton />
      <Skeleton shape="block" height={80} />
      <Skeleton shape="circle" width={44} height={44} />
      {/* A placeholder for content not asked for yet (it waits for a scroll): no shimmer. */}
      <Skeleton shape="block" height={80} still />
    </div>
  ),
};
/** Skeleton cards beside the real ones: the same boxes, so nothing moves when the games arrive. */
export const GameGridLoadingBesideLoaded: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, padding: 16 }}>
      <GameGridSkeleton count={4} />
      <GameGrid games={storyGames(4)} onPlay={fn()} label="Games" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Both theme panes draw the comparison; each must hold, the first is measured.
    const canvas = within(canvasElement.querySelector<HTMLElement>('[data-theme]') ?? canvasElement);
    const skeleton = canvas.getByRole('status', { name: 'Loading games…' });
    const real = canvas.getByRole('list', { name: 'Games' });
    const first = (el: Element) => el.querySelector('li')?.getBoundingClientRect();
    await expect(first(skeleton)?.height).toBeCloseTo(first(real)?.height ?? 0, 0);
    await expect(first(skeleton)?.width).toBeCloseTo(first(real)?.width ?? 0, 0);
  },
};
