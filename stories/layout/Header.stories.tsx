import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { VendorCard, VendorLane } from '@/contracts/games.contract';
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
const lanes: VendorLane[] = [
  { title: 'RNG', cards: Array.from({ length: 14 }, (_, i) => card(i + 1, 'RNG', i < 2)) },
  { title: 'LIVE', cards: Array.from({ length: 4 }, (_, i) => card(i + 1, 'LIVE')) },
  { title: 'FISH', cards: Array.from({ length: 11 }, (_, i) => card(i + 1, 'FISH')) },
];

/** Header: navigation per vendor lane (≤ 11 icons, More at 11+), hot markers, language, theme, visitor tools. */
const meta = {
  title: 'Shell/Layout/Header',
  component: Header,
  args: {
    lanes,
    currentPage: 'home',
    hideNav: false,
    language: 'MY',
    theme: 'light',
    downloadUrl: 'https://example.com/down',
    accountArea: <VisitorAccountArea />,
    isVisitor: true,
    closeDelayMs: 200,
    onLanguageChange: fn(),
    onToggleTheme: fn(),
    onVendorSelect: fn(),
    onLaneSelect: fn(),
  },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const OnSlotsPage: Story = { args: { currentPage: 'rng' } };
export const HiddenNavigation: Story = { args: { hideNav: true, currentPage: 'lottery' } };
export const NoLanes: Story = { args: { lanes: [] } };
export const Dark: Story = { args: { theme: 'dark' }, globals: { theme: 'dark' } };
export const English: Story = { args: { language: 'EN' }, globals: { language: 'EN' } };
export const MemberNoQr: Story = { args: { isVisitor: false, accountArea: <span>member area</span> } };
