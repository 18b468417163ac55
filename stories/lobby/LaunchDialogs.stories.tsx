import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LaunchDialogsView } from '@/ui/screens/game/LaunchDialogs';
import { storyGames } from './fixtures';

/** Each outcome of the gameLaunch machine that needs the player (spec 02 §4, §8). */
const meta = {
  title: 'Lobby/Launch/Dialogs',
  component: LaunchDialogsView,
  args: {
    dialog: 'none',
    busy: false,
    vendorName: 'MG',
    vendorGames: storyGames(8, 'MG'),
    recommended: storyGames(3),
    errorKey: null,
    serverMessage: null,
    onDismiss: fn(),
    onRetry: fn(),
    onPick: fn(),
  },
} satisfies Meta<typeof LaunchDialogsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TrialAccountRefused: Story = { args: { dialog: 'trialRefused' } };
export const VassalageListLoading: Story = { args: { dialog: 'vendorGames', busy: true } };
export const VassalageList: Story = { args: { dialog: 'vendorGames' } };
export const MaintenanceLoadingSuggestions: Story = { args: { dialog: 'maintenance', busy: true } };
export const MaintenanceWithRecommendations: Story = {
  args: { dialog: 'maintenance', serverMessage: 'Game maintenance' },
};
export const MaintenanceWithoutRecommendations: Story = { args: { dialog: 'maintenance', recommended: [] } };
export const PopupBlocked: Story = { args: { dialog: 'popupBlocked' } };
export const LaunchFailedNetwork: Story = { args: { dialog: 'failure', errorKey: 'errors:network' } };
export const LaunchFailedServerMessage: Story = {
  args: { dialog: 'failure', serverMessage: 'The previous game has not finished' },
};
export const LaunchTimedOut: Story = { args: { dialog: 'failure', errorKey: 'errors:slow' } };

// Popups render in a portal on <body>, outside the side-by-side theme panes: the dark theme on its own.
export const VassalageListDark: Story = { args: { dialog: 'vendorGames' }, globals: { theme: 'dark' } };
export const PopupBlockedDark: Story = { args: { dialog: 'popupBlocked' }, globals: { theme: 'dark' } };
export const MaintenanceWithoutRecommendationsDark: Story = {
  args: { dialog: 'maintenance', recommended: [] },
  globals: { theme: 'dark' },
};
