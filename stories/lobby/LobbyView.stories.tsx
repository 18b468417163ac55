import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EMPTY_FILTERS } from '@/machines/lobby/lobby.types';
import { LobbyView } from '@/ui/screens/lobby/LobbyView';
import { storyGames, storyVendors } from './fixtures';

/** Every state of the slots/fish/pvp lobby, props only (spec 02 §2, §4). */
const meta = {
  title: 'Lobby/LobbyView',
  // Both themes side by side (ADR 018): every component is seen in light and dark at once.
  globals: { theme: 'both' },
  component: LobbyView,
  args: {
    category: 'RNG',
    vendors: storyVendors(5),
    selectedVendor: null,
    vendorHref: (code: string | null) => (code ? `/rng?page=${code}` : '/rng'),
    onVendorSelect: fn(),
    listTypes: ['hot', 'all', 'recent'],
    listType: 'all',
    onListTypeSelect: fn(),
    filters: EMPTY_FILTERS,
    onClassifySelect: fn(),
    onMinBetSelect: fn(),
    onSearch: fn(),
    view: 'ready',
    games: storyGames(),
    favouriteIds: [],
    onToggleFavourite: fn(),
    onPlay: fn(),
    pageNo: 1,
    totalPages: 9,
    showPagination: true,
    onPageChange: fn(),
    errorKey: null,
    onRetry: fn(),
    favouriteErrorKey: null,
    onDismissFavouriteError: fn(),
  },
} satisfies Meta<typeof LobbyView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = { args: { view: 'loading', games: [] } };
export const Empty: Story = { args: { view: 'empty', games: [], totalPages: 0 } };
export const Error: Story = { args: { view: 'error', games: [], errorKey: 'errors:network' } };
export const TimedOut: Story = { args: { view: 'error', games: [], errorKey: 'errors:slow' } };
export const MiddlePage: Story = { args: { pageNo: 5 } };
export const LastPage: Story = { args: { pageNo: 9 } };
export const Filtered: Story = {
  args: {
    filters: { vendor: 'PG', gameName: 'gold', gameClassify: 'SC', minBet: 0.05 },
    selectedVendor: 'PG',
  },
};
export const MemberWithSavedGames: Story = {
  args: { listTypes: ['hot', 'fav', 'all', 'recent'], favouriteIds: [1000, 1003] },
};
export const SavedList: Story = {
  args: {
    listTypes: ['hot', 'fav', 'all', 'recent'],
    listType: 'fav',
    favouriteIds: [1000, 1001, 1002],
    games: storyGames(3),
  },
};
export const SavedListEmpty: Story = {
  args: { listTypes: ['hot', 'fav', 'all', 'recent'], listType: 'fav', view: 'empty', games: [] },
};
export const FavouriteRolledBack: Story = { args: { favouriteErrorKey: 'lobby:favourite.addFailed' } };
export const HotList: Story = { args: { listType: 'hot', showPagination: false, totalPages: 1 } };
export const RecentLoadingMore: Story = {
  args: { listType: 'recent', showPagination: false, loadingMore: true, games: storyGames(12) },
};
export const RecentStoppedOnError: Story = {
  args: { listType: 'recent', showPagination: false, errorKey: 'errors:network', games: storyGames(12) },
};
export const NoHotGames: Story = { args: { listTypes: ['all', 'recent'] } };
export const SevenVendorsNoArrows: Story = { args: { vendors: storyVendors(7) } };
export const ManyVendorsWithArrows: Story = { args: { vendors: storyVendors(12), selectedVendor: 'MG' } };
