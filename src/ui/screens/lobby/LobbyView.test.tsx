import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import enLobby from '@/i18n/locales/en/lobby.json';
import { EMPTY_FILTERS } from '@/machines/lobby/lobby.types';
import { LobbyView, type LobbyViewProps } from './LobbyView';

beforeAll(async () => {
  await initI18n('EN');
});

function props(overrides: Partial<LobbyViewProps> = {}): LobbyViewProps {
  return {
    category: 'RNG',
    vendors: [],
    selectedVendor: null,
    vendorHref: (code) => (code ? `/rng?page=${code}` : '/rng'),
    onVendorSelect: vi.fn(),
    listTypes: ['hot', 'all', 'fav', 'recent'],
    listType: 'all',
    onListTypeSelect: vi.fn(),
    filters: EMPTY_FILTERS,
    onClassifySelect: vi.fn(),
    onMinBetSelect: vi.fn(),
    onSearch: vi.fn(),
    view: 'ready',
    games: [],
    onPlay: vi.fn(),
    pageNo: 1,
    totalPages: 0,
    showPagination: false,
    onPageChange: vi.fn(),
    errorKey: null,
    onRetry: vi.fn(),
    ...overrides,
  };
}

describe('LobbyView loading and empty states', () => {
  it('shows skeleton cards, named once as loading, while the first page loads', () => {
    render(<LobbyView {...props({ view: 'loading' })} />);
    const status = screen.getByRole('status', { name: enLobby.state.loading });
    // The skeleton draws cards (the real card's classes), hidden from assistive technology.
    expect(within(status).getAllByRole('listitem', { hidden: true }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('list', { name: enLobby.type.all })).not.toBeInTheDocument();
  });

  it('an empty saved list says why and leads to all games', async () => {
    const p = props({ view: 'empty', listType: 'fav' });
    render(<LobbyView {...p} />);
    expect(screen.getByRole('heading', { name: enLobby.state.emptyFav })).toBeVisible();
    expect(screen.getByText(enLobby.state.emptyFavHint)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: enLobby.state.showAll }));
    expect(p.onListTypeSelect).toHaveBeenCalledWith('all');
  });

  it('an empty provider list offers all providers; an empty search offers to clear it', async () => {
    const byVendor = props({ view: 'empty', selectedVendor: 'PG' });
    const { unmount } = render(<LobbyView {...byVendor} />);
    expect(screen.getByRole('heading', { name: enLobby.state.empty })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: enLobby.vendor.all }));
    expect(byVendor.onVendorSelect).toHaveBeenCalledWith(null);
    unmount();

    const bySearch = props({ view: 'empty', filters: { ...EMPTY_FILTERS, gameName: 'dragon' } });
    render(<LobbyView {...bySearch} />);
    await userEvent.click(screen.getByRole('button', { name: enLobby.state.clearSearch }));
    expect(bySearch.onSearch).toHaveBeenCalledWith('');
  });

  it('a failed page is announced with its message and one retry', async () => {
    const p = props({ view: 'error', errorKey: 'errors:network' });
    render(<LobbyView {...p} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: enLobby.state.error })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: enLobby.state.retry }));
    expect(p.onRetry).toHaveBeenCalledTimes(1);
  });
});
