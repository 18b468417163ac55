import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '@/config/env';
import type { VendorCard, VendorLane } from '@/contracts/games.contract';
import { changeLanguage, initI18n } from '@/i18n';
import { LayoutModeOverride, type LayoutMode } from '@/ui/hooks/useLayoutMode';
import { renderWithProviders } from '../../../../tests/setup/render';
import { Header, type HeaderProps } from './Header';

beforeAll(async () => {
  await initI18n('EN');
});

const card = (i: number, gameType: string): VendorCard => ({
  vassalage: `${gameType}${i}`,
  displayName: `Vendor ${i}`,
  gameType,
  isHot: '0',
  smallIcon: null,
  lagerIcon: null,
});
const TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'];
const lanes: VendorLane[] = TYPES.map((title) => ({ title, cards: [card(1, title), card(2, title)] }));
const CATEGORIES = [
  'Home',
  'Slots',
  'Live',
  'Fishing',
  'Cards',
  'Sports',
  'Esports',
  'Lottery',
  'E-Lottery',
  'Cockfight',
  'Promotions',
];

function renderHeader(mode: LayoutMode, over: Partial<HeaderProps> = {}, account?: ReactNode) {
  const props: HeaderProps = {
    lanes,
    currentPage: 'home',
    hideNav: false,
    language: 'EN',
    theme: 'light',
    downloadUrl: 'https://example.com/down',
    accountArea: account ?? <button type="button">Log in</button>,
    isVisitor: true,
    appButtonForMembers: true,
    closeDelayMs: 200,
    onLanguageChange: vi.fn(),
    onToggleTheme: vi.fn(),
    onVendorSelect: vi.fn(),
    onLaneSelect: vi.fn(),
    ...over,
  };
  const view = renderWithProviders(
    <LayoutModeOverride.Provider value={mode}>
      <Header {...props} />
    </LayoutModeOverride.Provider>,
  );
  return { ...view, props };
}

describe('phone header (ADR 019)', () => {
  it('is one row (menu, logo, account) and a tab bar with Home, three game types and More', () => {
    renderHeader('phone');
    const header = screen.getByTestId('site-header');
    expect(within(header).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'WPS' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    // No desktop menus on a phone: language, theme and the categories are not in the row.
    expect(within(header).queryByRole('button', { name: 'EN' })).toBeNull();
    expect(within(header).queryByRole('navigation')).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(tabs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Slots', 'Live', 'Fishing', 'More']);
  });

  it('reaches every category in one tap from the drawer, which closes on a choice and gives focus back', async () => {
    const user = userEvent.setup();
    const { props } = renderHeader('phone');
    const more = within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('button', {
      name: 'More',
    });
    await user.click(more);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    const all = within(drawer).getByRole('navigation', { name: 'All categories' });
    expect(
      within(all)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CATEGORIES);
    await user.click(within(all).getByRole('button', { name: 'Cockfight' }));
    expect(props.onLaneSelect).toHaveBeenCalledWith(lanes[8]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(more).toHaveFocus();
  });

  it("lists the build's languages in the drawer, no others (ADR 051)", async () => {
    const user = userEvent.setup();
    renderHeader('phone', { languages: parseEnv({ VITE_LANGUAGES: 'VI,EN' }).languages });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const section = within(drawer).getByRole('region', { name: 'Language' });
    expect(
      within(section)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Tiếng Việt', 'English']);
  });

  it('holds the language (full names) and the theme; Escape closes it', async () => {
    const user = userEvent.setup();
    const { props } = renderHeader('phone', { theme: 'dark' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(drawer).getByRole('button', { name: 'Bahasa Melayu' }));
    expect(props.onLanguageChange).toHaveBeenCalledWith('MY');
    await user.click(within(drawer).getByRole('button', { name: 'Light theme' }));
    expect(props.onToggleTheme).toHaveBeenCalled();
    expect(within(drawer).getByRole('link', { name: 'App Download' })).toHaveAttribute('href', '/down');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menu).toHaveFocus();
  });

  it('leads to the announcements, the points shop, VIP, the agent join page and the app from the drawer', async () => {
    const user = userEvent.setup();
    const { history } = renderHeader('phone');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const pages = within(drawer).getByRole('navigation', { name: 'More pages' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Announcements', '/noticePage'],
      ['Points Shop', '/pointMall'],
      ['VIP', '/vip'],
      ['Join as Agent', '/join'],
      ['App Download', '/down'],
    ]);
    await user.click(within(pages).getByRole('link', { name: 'Points Shop' }));
    expect(history.at(-1)).toBe('/pointMall');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps only the row where the route hides the navigation', () => {
    renderHeader('phone', { hideNav: true, currentPage: 'lottery' });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it('names the controls in the interface language (MY)', async () => {
    await act(() => changeLanguage('MY'));
    try {
      renderHeader('phone', { language: 'MY' });
      const tabs = screen.getByRole('navigation', { name: 'Navigasi utama' });
      expect(within(tabs).getByRole('button', { name: 'Lagi' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('EN'));
    }
  });
});

describe('desktop header', () => {
  it('shows every category, the language, the theme and the app in the header', () => {
    renderHeader('desktop');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const names = within(nav)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(names).toEqual(CATEGORIES);
    expect(screen.getByRole('button', { name: 'EN' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dark theme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'App' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('links /fbsports beside the categories only while a sports vendor with code FB exists (spec 01 §2)', () => {
    const withFb = lanes.map((lane) =>
      lane.title === 'SPORTS'
        ? { ...lane, cards: [...lane.cards, { ...card(3, 'SPORTS'), vassalage: 'FB' }] }
        : lane,
    );
    renderHeader('desktop', { lanes: withFb });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const names = within(nav)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(names).toEqual([...CATEGORIES.slice(0, -1), 'FB Sports', 'Promotions']);
    expect(within(nav).getByRole('link', { name: 'FB Sports' })).toHaveAttribute('href', '/fbsports');
  });

  it('keeps the App button and every category for a member', () => {
    renderHeader('desktop', { isVisitor: false }, <button type="button">Player One</button>);
    expect(screen.getByRole('button', { name: 'App' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(CATEGORIES.length);
  });

  it("gives the App button to visitors only under the spec's reading (settings.appDownloadButton: 'visitors')", () => {
    renderHeader(
      'desktop',
      { isVisitor: false, appButtonForMembers: false },
      <button type="button">Player One</button>,
    );
    expect(screen.queryByRole('button', { name: 'App' })).toBeNull();
  });

  it('closes the language menu on a choice, focus back on its button', async () => {
    const user = userEvent.setup();
    const { props } = renderHeader('desktop');
    const button = screen.getByRole('button', { name: 'EN' });
    await user.click(button);
    await user.click(screen.getByRole('menuitemradio', { name: '中文' }));
    expect(props.onLanguageChange).toHaveBeenCalledWith('CN');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it("offers the build's languages only, in the merchant's order, each in its own language (ADR 051)", async () => {
    const user = userEvent.setup();
    const { languages } = parseEnv({ VITE_LANGUAGES: 'EN,VI' });
    const { props } = renderHeader('desktop', { languages });
    await user.click(screen.getByRole('button', { name: 'EN' }));
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['English', 'Tiếng Việt']);
    expect(items.map((item) => item.getAttribute('lang'))).toEqual(['en', 'vi']);
    await user.click(screen.getByRole('menuitemradio', { name: 'Tiếng Việt' }));
    expect(props.onLanguageChange).toHaveBeenCalledWith('VI');
  });
});
