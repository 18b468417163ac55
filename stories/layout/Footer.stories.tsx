import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Footer } from '@/ui/screens/layout/Footer';
import { RightBar } from '@/ui/screens/layout/RightBar';
import { Snow } from '@/ui/screens/layout/Snow';
import { vendorIcon } from '@mocks/factories/games.factories';

const vendors = Array.from({ length: 14 }, (_, i) => ({
  vassalage: `V${i}`,
  displayName: `Vendor ${i}`,
  gameType: 'RNG',
  lagerIcon: vendorIcon(`V${i}`, (i * 47) % 360),
  smallIcon: null,
}));

/** Footer: help links, licence badges, vendor carousel (no TCG), app QR codes. */
const meta = {
  title: 'Shell/Layout/Footer',
  component: Footer,
  args: { vendors, iosUrl: 'https://example.com/ios', androidUrl: 'https://example.com/android' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const NoApps: Story = { args: { iosUrl: null, androidUrl: null } };
export const NoVendors: Story = { args: { vendors: [] } };
export const RightBarAllShortcuts: Story = {
  render: () => (
    <RightBar
      socials={[
        { type: 'FACEBOOK', url: 'https://facebook.com/' },
        { type: 'TELEGRAM', url: 'https://t.me/' },
      ]}
      hasChat
      showInvite
      onChat={fn()}
      onInvite={fn()}
      defaultOpen
    />
  ),
};
/** On a phone the shortcuts fold into one button in the bottom corner. */
export const RightBarFolded: Story = {
  render: () => (
    <RightBar
      socials={[{ type: 'FACEBOOK', url: 'https://facebook.com/' }]}
      hasChat
      showInvite={false}
      onChat={fn()}
      onInvite={fn()}
      defaultOpen={false}
    />
  ),
};
export const RightBarHelpOnly: Story = {
  render: () => <RightBar socials={[]} hasChat={false} showInvite={false} onChat={fn()} onInvite={fn()} />,
};
export const SnowDecoration: Story = { render: () => <Snow /> };
