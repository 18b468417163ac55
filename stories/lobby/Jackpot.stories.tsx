import type { Meta, StoryObj } from '@storybook/react-vite';
import { Jackpot, JackpotView } from '@/ui/components/Jackpot';

/** The /rng jackpot: +165.11 every 3000 ms while shown (spec 02 §9). */
const meta = {
  title: 'Lobby/Jackpot',
  // Both themes side by side (ADR 018): every component is seen in light and dark at once.
  globals: { theme: 'both' },
  component: JackpotView,
  args: { value: 8_123_456.78 },
} satisfies Meta<typeof JackpotView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {};
export const OtherCurrency: Story = { args: { symbol: 'RM' } };
export const Running: Story = { render: () => <Jackpot /> };
