import type { Meta, StoryObj } from '@storybook/react-vite';
import { FishScreen, PvpScreen, RngScreen } from '@/ui/screens/lobby/LobbyScreen';

/** The lobby containers against the mock backend, one story per scenario. */
const meta = {
  title: 'Lobby/Screens/Slots',
  // Both themes side by side (ADR 018): every component is seen in light and dark at once.
  globals: { theme: 'both' },
  component: RngScreen,
  parameters: { route: '/rng', scenario: 'default' },
} satisfies Meta<typeof RngScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const VendorTab: Story = { parameters: { route: '/rng?page=PG' } };
export const VassalageVendor: Story = { parameters: { route: '/rng?page=MG' } };
/** Opened from a filtered address (ADR 039): PG, class SC, page 3. */
export const FromAddress: Story = { parameters: { route: '/rng?page=PG&class=SC&pageNo=3' } };
export const EmptyLobbies: Story = { parameters: { scenario: 'emptyLobbies' } };
export const ManyGames: Story = { parameters: { scenario: 'manyGames' } };
export const Slow: Story = { parameters: { scenario: 'slow' } };
export const Flaky: Story = { parameters: { scenario: 'flaky' } };
export const Offline: Story = { parameters: { scenario: 'offline' } };
export const Fishing: Story = { render: () => <FishScreen />, parameters: { route: '/fish' } };
export const CardGames: Story = { render: () => <PvpScreen />, parameters: { route: '/pvp' } };
