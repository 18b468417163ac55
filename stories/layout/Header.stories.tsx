import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { VendorCard, VendorLane } from '@/contracts/games.contract';
import { LayoutModeOverride, type LayoutMode } from '@/ui/hooks/useLayoutMode';
import { MemberHeaderView } from '@/ui/screens/account/MemberHeaderArea';
import { Header } from '@/ui/screens/layout/Header';
import { VisitorAccountArea } from '@/ui/screens/layout/VisitorAccountArea';

const card = (i: number, gameType: string, hot = false): VendorCard => ({
  vassalage: `V${gameType}${i}`,
  displayName: `Vendor ${i}`,
  gameType,
  isHot: hot ? '1' : '0',
  smallIcon: null,
  lagerIcon: null,
});
const lane = (title: string, count: number): VendorLane => ({
  title,
  cards: Array.from({ length: count }, (_, i) => card(i + 1, title, title === 'RNG' && i < 2)),
});
const lanes: VendorLane[] = [
  lane('RNG', 14),
  lane('LIVE', 4),
  lane('FISH', 11),
  lane('PVP', 3),
  lane('SPORTS', 3),
  lane('ESPORTS', 2),
  lane('LOTT', 2),
  lane('ELOTT', 2),
  lane('COCKFIGHT', 1),
];

const memberArea = (compact: boolean) => (
  <MemberHeaderView
    nickname="Player One"
    memberId="1001"
    rankLevel={3}
    balance="12345.60"
    balanceHidden={false}
    balanceLoading={false}
    currencySymbol="P"
    unclaimed={2}
    unread={5}
    isAgent={false}
    compact={compact}
    onToggleBalance={fn()}
    onRefreshBalance={fn()}
    onNavigate={fn()}
    onLogout={fn()}
  />
);

/**
 * A frame of a given width that holds the header's fixed tab bar (a transformed box is the containing block of
 * its fixed children), so the phone shell shows at phone size in any Storybook window.
 */
function Frame({ mode, width, children }: { mode: LayoutMode; width: number; children: ReactNode }) {
  return (
    <LayoutModeOverride.Provider value={mode}>
      <div
        style={{
          width,
          maxWidth: '100%',
          height: mode === 'phone' ? 560 : 420,
          transform: 'translateZ(0)',
          overflow: 'hidden',
          background: 'var(--color-bg)',
          border: '1px solid var(--color-border)',
        }}
      >
        {children}
      </div>
    </LayoutModeOverride.Provider>
  );
}

const phone = (width = 390) => [
  (Story: () => ReactNode) => (
    <Frame mode="phone" width={width}>
      <Story />
    </Frame>
  ),
];
const desktop = (width = 1366) => [
  (Story: () => ReactNode) => (
    <Frame mode="desktop" width={width}>
      <Story />
    </Frame>
  ),
];

/**
 * Header (ADR 019). Desktop: two rows, every category with its vendor drop-down (≤ 11 icons, More at 11+),
 * language, theme, app and the account; a measured More where the categories do not fit. Phone: one row (menu,
 * logo, account), a bottom tab bar and a drawer with every category, the language, the theme and the app.
 */
const meta = {
  title: 'Shell/Layout/Header',
  component: Header,
  args: {
    lanes,
    currentPage: 'home',
    hideNav: false,
    language: 'EN',
    theme: 'light',
    downloadUrl: 'https://example.com/down',
    accountArea: <VisitorAccountArea />,
    isVisitor: true,
    appButtonForMembers: true,
    closeDelayMs: 200,
    onLanguageChange: fn(),
    onToggleTheme: fn(),
    onVendorSelect: fn(),
    onLaneSelect: fn(),
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DesktopVisitor: Story = { decorators: desktop() };
export const DesktopVisitorBothThemes: Story = { decorators: desktop(), globals: { theme: 'both' } };
export const DesktopMember: Story = {
  decorators: desktop(),
  args: { isVisitor: false, accountArea: memberArea(false), currentPage: 'rng' },
  globals: { theme: 'both' },
};
/** 1024 px in Malay, logged in: every category still fits the second row. */
export const DesktopNarrowMalay: Story = {
  decorators: desktop(1024),
  args: { language: 'MY', isVisitor: false, accountArea: memberArea(false) },
  globals: { language: 'MY' },
};
/** Narrower than the categories (a small window, large text): the last ones move behind a visible More. */
export const DesktopOverflowMore: Story = {
  decorators: desktop(760),
  args: { language: 'MY' },
  globals: { language: 'MY' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Navigasi utama' });
    const more = await within(nav).findByRole('button', { name: 'Lagi' });
    await userEvent.click(more);
    await expect(within(nav).getByRole('link', { name: 'Promosi' })).toBeVisible();
  },
};
export const DesktopSlotsDropDown: Story = {
  decorators: desktop(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await userEvent.hover(within(nav).getByRole('button', { name: 'Slots' }));
    const list = await canvas.findByRole('list', { name: 'Slots' });
    // 11 vendor icons and More (the lane has 14).
    await expect(within(list).getAllByRole('button')).toHaveLength(12);
  },
};
export const HiddenNavigation: Story = {
  decorators: desktop(),
  args: { hideNav: true, currentPage: 'lottery' },
};
export const NoLanes: Story = { decorators: desktop(), args: { lanes: [] } };

export const PhoneVisitor: Story = { decorators: phone(), globals: { theme: 'both' } };
export const Phone360: Story = {
  decorators: phone(360),
  args: { language: 'MY' },
  globals: { language: 'MY' },
};
export const PhoneMember: Story = {
  decorators: phone(),
  args: { isVisitor: false, accountArea: memberArea(true), currentPage: 'rng' },
  globals: { theme: 'both' },
};
export const PhoneDark: Story = { decorators: phone(), args: { theme: 'dark' }, globals: { theme: 'dark' } };
/** The drawer: every category one tap away, the language, the theme and the app. */
export const PhoneDrawerOpen: Story = {
  decorators: phone(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    const all = within(drawer).getByRole('navigation', { name: 'All categories' });
    await expect(within(all).getAllByRole('listitem')).toHaveLength(11);
  },
};
